"""Make the game's sound cues, resources/sounds/*.wav, from a few notes (our own sounds).

    python packaging/make_sounds.py [FOLDER]

Each cue is a handful of soft bell-like notes: a sine with a little of its octave and
twelfth, struck (a 5 ms rise) and dying away exponentially, the notes overlapping. Mono,
16-bit, 11,025 Hz (the notes are well below its 5.5 kHz limit), about -10 dBFS at the
loudest: 12 to 25 KB each, and quiet beside the desktop's own sounds. The WAVs are
committed; rerun this after changing a cue (acquire_qt/views/sounds.py plays them).
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 11_025
PEAK = 0.32
"""The loudest sample, as a fraction of full scale (about -10 dBFS)."""

# (start in seconds, frequency in Hz, length in seconds) of each note.
Note = tuple[float, float, float]
CUES: dict[str, list[Note]] = {
    # Your turn: a soft rising two-note chime (E5, A5).
    "your-turn": [(0.0, 659.3, 0.35), (0.12, 880.0, 0.45)],
    # A merger: two chains become one: two low notes a fifth apart (C4, G4), then C5.
    "merger": [(0.0, 392.0, 0.5), (0.0, 261.6, 0.5), (0.18, 523.3, 0.55)],
    # Game over: a rising C-major arpeggio that rings out.
    "game-over": [(0.0, 523.3, 0.4), (0.14, 659.3, 0.4), (0.28, 784.0, 0.4), (0.42, 1046.5, 0.7)],
}


def note_sample(t: float, frequency: float, length: float) -> float:
    """One note at ``t`` seconds after it is struck: a bell-like tone dying away."""
    if not 0 <= t < length:
        return 0.0
    attack = min(1.0, t / 0.005)
    decay = math.exp(-5.0 * t / length)
    tail = min(1.0, (length - t) / 0.02)  # no click where the note stops
    phase = 2 * math.pi * frequency * t
    tone = math.sin(phase) + 0.3 * math.sin(2 * phase) + 0.1 * math.sin(3 * phase)
    return attack * decay * tail * tone


def render(notes: list[Note]) -> bytes:
    length = max(start + duration for start, _frequency, duration in notes)
    samples = [
        sum(note_sample(i / RATE - start, pitch, duration) for start, pitch, duration in notes)
        for i in range(round(length * RATE))
    ]
    scale = PEAK / max(abs(s) for s in samples)
    return b"".join(struct.pack("<h", round(s * scale * 32767)) for s in samples)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "resources/sounds"
    folder.mkdir(parents=True, exist_ok=True)
    for name, notes in CUES.items():
        with wave.open(str(folder / f"{name}.wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(render(notes))
        print(f"{folder / name}.wav: {(folder / f'{name}.wav').stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
