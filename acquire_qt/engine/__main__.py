"""Command line: ``python -m acquire_qt.engine replay FILE``.

Loads a save file or game record, replays its actions and prints the resulting
position (``Game.to_dict()``) as JSON. Exit status 1 with a message on stderr when
the file cannot be read or is not a valid record.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .game import Game
from .strict_json import read_json_file


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m acquire_qt.engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser("replay", help="replay a save file and print the position as JSON")
    replay.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    try:
        game = Game.from_record(read_json_file(args.file))
    except ValueError as error:
        print(f"{args.file}: {error}", file=sys.stderr)
        return 1
    json.dump(game.to_dict(), sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
