"""The wire protocol of network play: frames in any chunks, and strict message checks."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acquire_qt.network.protocol import (
    HEADER,
    LARGEST_CLIENT_FRAME,
    LARGEST_HOST_FRAME,
    LONGEST_CHAT,
    PROTOCOL,
    VERSION,
    Act,
    Announcement,
    Bye,
    Chat,
    Error,
    FrameDecoder,
    Join,
    Message,
    Position,
    ProtocolError,
    Reconnect,
    Say,
    Welcome,
    encode,
    read_announcement,
    read_client_message,
    read_host_message,
)

CLIENT_MESSAGES: list[Message] = [
    Join("ABC234", "Ann"),
    Reconnect("tok-en_1", 17),
    Act(3, "play 5G"),
    Say("hello, Ünïcode ♥"),
    Bye(""),
]
HOST_MESSAGES: list[Message] = [
    Welcome(2, "tok-en_1", ("Ann", "Bob", "Cy")),
    Position(
        1,
        9,
        {"board": {"5G": "loose"}, "view_of": 1},
        ("1A", "2B"),
        {"player": 1, "kind": "buy"},
        ("buy", "buy Tower"),
        4,
        ({"kind": "tile_drawn", "player": 0, "tile": None},),
    ),
    Error("it is Bob's decision"),
    Chat(-1, "the host says hi"),
    Bye("goodbye"),
]


def frame(data: Any) -> bytes:
    payload = json.dumps(data).encode()
    return len(payload).to_bytes(HEADER, "big") + payload


def decode_all(decoder: FrameDecoder) -> list[dict[str, Any]]:
    out = []
    for _ in range(1000):
        value = decoder.next_object()
        if value is None:
            return out
        out.append(value)
    raise AssertionError("the decoder never ran dry")


def test_every_message_makes_the_round_trip() -> None:
    for message in CLIENT_MESSAGES:
        decoder = FrameDecoder(LARGEST_CLIENT_FRAME)
        decoder.feed(encode(message))
        assert [read_client_message(v) for v in decode_all(decoder)] == [message]
    for message in HOST_MESSAGES:
        decoder = FrameDecoder(LARGEST_HOST_FRAME)
        decoder.feed(encode(message))
        assert [read_host_message(v) for v in decode_all(decoder)] == [message]


def test_a_stream_split_at_every_point_gives_the_same_messages() -> None:
    stream = b"".join(encode(m) for m in CLIENT_MESSAGES)
    for split in range(len(stream) + 1):
        decoder = FrameDecoder(LARGEST_CLIENT_FRAME)
        got = []
        for chunk in (stream[:split], stream[split:]):
            decoder.feed(chunk)
            got.extend(read_client_message(v) for v in decode_all(decoder))
        assert got == CLIENT_MESSAGES, split
        assert decoder.buffered == 0


def test_a_stream_fed_byte_by_byte_gives_the_same_messages() -> None:
    stream = b"".join(encode(m) for m in HOST_MESSAGES)
    decoder = FrameDecoder(LARGEST_HOST_FRAME)
    got = []
    for byte in stream:
        decoder.feed(bytes([byte]))
        got.extend(read_host_message(v) for v in decode_all(decoder))
    assert got == HOST_MESSAGES


@pytest.mark.parametrize("length", [0, LARGEST_CLIENT_FRAME + 1, 2**32 - 1])
def test_an_empty_or_oversized_frame_breaks_the_connection(length: int) -> None:
    decoder = FrameDecoder(LARGEST_CLIENT_FRAME)
    decoder.feed(length.to_bytes(HEADER, "big") + b"{}")
    with pytest.raises(ProtocolError) as caught:
        decoder.next_object()
    assert caught.value.fatal
    decoder.feed(encode(Bye("")))  # nothing is read after it
    with pytest.raises(ProtocolError):
        decoder.next_object()


@pytest.mark.parametrize(
    "payload",
    [
        b"not json",
        b"\xff\xfe{}",
        b"[1, 2]",
        b'"text"',
        b"[" * 40 + b"]" * 40,
        b'{"type": "act", "ticket": ' + b"9" * 30 + b', "action": "play 1A"}',
        b'{"a": NaN}',
        b'{"type": "bye", "type": "bye", "reason": ""}',
    ],
)
def test_a_bad_frame_is_refused_alone(payload: bytes) -> None:
    decoder = FrameDecoder(LARGEST_CLIENT_FRAME)
    decoder.feed(len(payload).to_bytes(HEADER, "big") + payload + encode(Bye("next")))
    with pytest.raises(ProtocolError) as caught:
        decoder.next_object()
    assert not caught.value.fatal
    assert [read_client_message(v) for v in decode_all(decoder)] == [Bye("next")]


@pytest.mark.parametrize(
    "data",
    [
        {"type": "act", "ticket": -1, "action": "play 1A"},
        {"type": "act", "ticket": True, "action": "play 1A"},
        {"type": "act", "ticket": 1.0, "action": "play 1A"},
        {"type": "act", "ticket": 1, "action": "x" * 201},
        {"type": "act", "ticket": 1, "action": "play\n1A"},
        {"type": "act", "ticket": 1, "action": "play 1A", "seat": 2},
        {"type": "act", "ticket": 1},
        {"type": "say", "text": "x" * (LONGEST_CHAT + 1)},
        {"type": "say", "text": "bell\x07"},
        {"type": "say", "text": "   "},
        {"type": "join", "protocol": PROTOCOL, "version": VERSION + 1, "code": "A", "name": "B"},
        {"type": "join", "protocol": "other", "version": VERSION, "code": "A", "name": "B"},
        {"type": "join", "protocol": PROTOCOL, "version": VERSION, "code": "A", "name": "B" * 25},
        {"type": "reconnect", "protocol": PROTOCOL, "version": VERSION, "token": "t", "seen": -1},
        {"type": "welcome", "protocol": PROTOCOL, "version": VERSION, "seat": 0, "token": "t"},
        {"type": "nonsense"},
        {},
    ],
)
def test_a_wrong_field_is_refused(data: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError):
        read_client_message(data)


def test_host_messages_are_checked_too() -> None:
    good = HOST_MESSAGES[1].to_json()
    for key, bad in [("view", []), ("legal", ["ok", 3]), ("events", [{"no": "kind"}])]:
        with pytest.raises(ProtocolError):
            read_host_message({**good, key: bad})


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=64), max_size=8))
def test_random_bytes_give_messages_or_protocol_errors_only(chunks: list[bytes]) -> None:
    decoder = FrameDecoder(LARGEST_CLIENT_FRAME)
    for chunk in chunks:
        decoder.feed(chunk)
        for _ in range(100):
            try:
                value = decoder.next_object()
                if value is None:
                    break
                read_client_message(value)
            except ProtocolError as error:
                if error.fatal:
                    return


def test_the_network_core_loads_no_qt() -> None:
    """The core is Qt-free: tools and tests use it without a GUI."""
    code = (
        "import sys, acquire_qt.network.host_logic;"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_an_announcement_round_trips_and_anything_else_is_refused() -> None:
    heard = Announcement("Ann", 47313, 2)
    data = heard.datagram()
    assert len(data) <= 512
    assert read_announcement(data) == heard
    good = json.loads(data)
    for bad in [
        b"",
        b"[1]",
        b"\xff" * 10,
        json.dumps({**good, "code": "ABC234"}).encode(),  # no extra field (nor a join code)
        json.dumps({**good, "protocol": "other"}).encode(),
        json.dumps({**good, "port": 0}).encode(),
        json.dumps({**good, "seats_free": -1}).encode(),
        json.dumps({**good, "name": "x" * 600}).encode(),
        json.dumps({**good, "name": "a\u0007b"}).encode(),
    ]:
        with pytest.raises(ProtocolError):
            read_announcement(bad)
