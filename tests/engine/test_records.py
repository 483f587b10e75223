"""Game records, save files, the replay command, copies and player views.

ENGINE.md "Game records and save files", "Reading a game" and ``game.copy()``.
"""

from __future__ import annotations

import copy as copymod
import json
import random
import re
import subprocess
import sys

import pytest
from scripting import script_bag

from acquire_qt.engine import Game, IllegalActionError, Rules, load_record, new_game

NAMES = ["Ann", "Bob", "Cy"]


def walk(game, steps: int, seed: int, end: bool = False):
    """Random legal actions; ``end`` declares the end as soon as it is legal."""
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending is None:
            break
        legal = game.legal_actions()
        texts = [str(a) for a in legal]
        if "end" in texts:
            if end:
                game.apply("end")
                continue
            legal = [a for a in legal if str(a) != "end"]
        game.apply(rng.choice(legal))
    return game


def seeded(steps: int, seed: int = 5, end: bool = False):
    return walk(new_game(Rules.classic(), NAMES, seed=seed), steps, seed, end)


def finished(seed: int = 5):
    game = seeded(5000, seed, end=True)
    assert game.pending is None and game.to_dict()["over"]
    return game


def json_round(data):
    return json.loads(json.dumps(data))


def find_values(data, predicate) -> list:
    """Every value nested in ``data`` for which ``predicate`` holds."""
    found = []
    stack = [data]
    while stack:
        item = stack.pop()
        if predicate(item):
            found.append(item)
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def key_like(record: dict, word: str) -> str:
    keys = [k for k in record if word in k.lower()]
    assert keys, f"the record has no {word!r} entry: {sorted(record)}"
    return keys[0]


# ------------------------------------------------------------------ records


@pytest.mark.parametrize("steps", [0, 1, 7, 40, 150])
def test_record_is_json_and_rebuilds_the_same_game_mid_game(steps):
    game = seeded(steps)
    text = json.dumps(game.to_record())
    for loader in (Game.from_record, load_record):
        loaded = loader(json.loads(text))
        assert loaded.to_dict() == game.to_dict()
        assert [str(a) for a in loaded.legal_actions()] == [str(a) for a in game.legal_actions()]
    # and the rebuilt game plays on exactly like the original
    loaded = Game.from_record(json.loads(text))
    walk(game, 60, seed=99)
    walk(loaded, 60, seed=99)
    assert loaded.to_dict() == game.to_dict()


def test_record_rebuilds_a_finished_game():
    game = finished()
    record = json_round(game.to_record())
    loaded = load_record(record)
    assert loaded.to_dict() == game.to_dict()
    assert loaded.pending is None
    assert loaded.to_dict()["standings"] == game.to_dict()["standings"]


def test_record_stores_the_bag_order():
    positions = ["12D", "12F"]
    bag = script_bag(positions, ["1A", "3A", "5A"], extra_draws=["6C", "8C", "10C"])
    game = new_game(Rules.classic(), ["Ann", "Bob"], tile_bag=bag)
    for tile in ("1A", "3A", "5A"):
        game.apply(f"play {tile}")
    record = json_round(game.to_record())
    assert find_values(record, lambda v: v == bag), "the bag order is not in the record"
    loaded = load_record(record)
    assert loaded.to_dict() == game.to_dict()
    # the rebuilt game draws the same tiles next
    for g in (game, loaded):
        g.apply(f"play {g.pending.tiles[0]}")
    assert loaded.to_dict() == game.to_dict()


def test_record_of_seeded_game_keeps_its_deal():
    game = seeded(30, seed=21)
    record = json_round(game.to_record())
    # whatever the record stores (the seed, the bag or both), the future is the same
    loaded = load_record(record)
    walk(game, 200, seed=3)
    walk(loaded, 200, seed=3)
    assert loaded.to_dict() == game.to_dict()


def test_record_names_format_version_rules_players_and_actions():
    game = seeded(12)
    record = json_round(game.to_record())
    format_key, version_key = key_like(record, "format"), key_like(record, "version")
    assert isinstance(record[format_key], str) and record[format_key]
    assert record[version_key] not in (None, "")
    actions_key = key_like(record, "action")
    assert isinstance(record[actions_key], list)
    assert len(record[actions_key]) == 12
    assert all(isinstance(a, str) for a in record[actions_key])
    assert find_values(record, lambda v: v == "Cy")  # the players' names


def test_house_rules_survive_the_record():
    game = new_game(Rules.classic(hidden_holdings=True, turn_order="seated"), NAMES, seed=4)
    walk(game, 20, seed=4)
    loaded = load_record(json_round(game.to_record()))
    assert loaded.to_dict() == game.to_dict()
    # hidden holdings still hide Bob's cash from Ann
    bob = loaded.view(0)["players"][1]
    assert bob.get("cash") is None


# ------------------------------------------------------------- refusals


def tamper_format(record):
    record[key_like(record, "format")] = "chess-game"


def tamper_version(record):
    key = key_like(record, "version")
    record[key] = 999 if isinstance(record[key], int) else "999"


def tamper_action(record):
    # the same tile played twice: the second is no longer in the hand
    actions = record[key_like(record, "action")]
    first_play = next(a for a in actions if a.startswith("play"))
    actions.insert(actions.index(first_play) + 1, first_play)


def tamper_end(record):
    record[key_like(record, "action")].insert(0, "end")


def tamper_garbage_action(record):
    record[key_like(record, "action")].append("teleport 5G")


def tamper_snapshot(record):
    key = next((k for k in record if "snapshot" in k.lower()), "snapshot")
    snapshot = record.get(key) or copymod.deepcopy(record["__state"])
    snapshot["players"][0]["cash"] += 100
    record[key] = snapshot


TAMPERINGS = {
    "format": (tamper_format, "format"),
    "version": (tamper_version, "version"),
    "repeated play": (tamper_action, None),
    "end first": (tamper_end, "end"),
    "garbage action": (tamper_garbage_action, "teleport"),
    "snapshot": (tamper_snapshot, "snapshot"),
}


def tampered(name: str):
    game = seeded(25)
    record = json_round(game.to_record())
    record["__state"] = json_round(game.to_dict())
    TAMPERINGS[name][0](record)
    del record["__state"]
    return record


@pytest.mark.parametrize("name", list(TAMPERINGS))
def test_bad_record_is_refused_with_a_clear_message(name):
    record = tampered(name)
    with pytest.raises(ValueError) as info:
        load_record(record)
    message = str(info.value)
    assert message.strip()
    assert "Traceback" not in message
    word = TAMPERINGS[name][1]
    if word:
        assert word in message.lower(), message


def test_illegal_action_in_record_names_the_action():
    record = tampered("repeated play")
    actions = record[key_like(record, "action")]
    with pytest.raises(ValueError) as info:
        load_record(record)
    repeated = next(a for a in actions if a.startswith("play"))
    assert repeated.split()[1] in str(info.value)


def test_record_with_matching_snapshot_is_accepted():
    game = seeded(25)
    record = json_round(game.to_record())
    key = next((k for k in record if "snapshot" in k.lower()), "snapshot")
    record[key] = json_round(game.to_dict())
    assert load_record(record).to_dict() == game.to_dict()


def test_refused_record_is_left_unchanged():
    record = tampered("end first")
    before = copymod.deepcopy(record)
    with pytest.raises(ValueError):
        load_record(record)
    assert record == before


# ------------------------------------------------------------ replay CLI


def replay(path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "acquire_qt.engine", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("steps", [3, 80, None])
def test_replay_command_prints_the_same_position(tmp_path, steps):
    game = finished(7) if steps is None else seeded(steps, seed=7)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_record()), encoding="utf-8")
    done = replay(path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json_round(game.to_dict())


@pytest.mark.parametrize(
    "content",
    [
        "this is not JSON {",
        "",
        json.dumps([1, 2, 3]),
        "TAMPER:format",
        "TAMPER:version",
        "TAMPER:repeated play",
        "TAMPER:snapshot",
    ],
)
def test_replay_command_refuses_bad_files(tmp_path, content):
    if content.startswith("TAMPER:"):
        content = json.dumps(tampered(content.split(":", 1)[1]))
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    done = replay(path)
    assert done.returncode != 0
    assert done.stdout.strip() == "", "no (partial) game may be printed"
    assert done.stderr.strip()
    assert "Traceback" not in done.stderr


def test_replay_command_refuses_missing_file(tmp_path):
    done = replay(tmp_path / "nope.json")
    assert done.returncode != 0
    assert done.stderr.strip() and "Traceback" not in done.stderr


def test_record_names_are_data_never_code():
    """Nothing in a record is executed: a name that looks like code stays a name."""
    game = new_game(Rules.classic(), ["__import__('os').system('false')", "Bob"], seed=1)
    record = json_round(game.to_record())
    loaded = load_record(record)
    assert loaded.to_dict()["players"][0]["name"] == "__import__('os').system('false')"


# ------------------------------------------------------------------ copy


def test_copy_is_independent_both_ways():
    game = seeded(30, seed=8)
    original = game.to_dict()
    twin = game.copy()
    assert twin.to_dict() == original
    walk(twin, 40, seed=1)
    assert twin.to_dict() != original
    assert game.to_dict() == original
    snapshot = twin.to_dict()
    walk(game, 40, seed=2)
    assert twin.to_dict() == snapshot


def test_copy_at_every_decision_behaves_like_the_original():
    game = seeded(0, seed=12)
    rng = random.Random(12)
    kinds = set()
    for _ in range(300):
        if game.pending is None:
            break
        kinds.add(str(game.pending.kind).split(".")[-1].lower())
        twin = game.copy()
        assert [str(a) for a in twin.legal_actions()] == [str(a) for a in game.legal_actions()]
        action = rng.choice([a for a in game.legal_actions() if str(a) != "end"])
        events = game.apply(action)
        twin_events = twin.apply(action)
        assert [e.to_dict() for e in twin_events] == [e.to_dict() for e in events]
        assert twin.to_dict() == game.to_dict()
    assert {"play", "found", "buy", "dispose"} <= kinds


def test_copy_shares_no_mutable_state():
    game = seeded(10, seed=9)
    twin = game.copy()
    data = game.to_dict()
    # mutating the dict we were given must not reach either game
    data["players"][0]["cash"] = -1
    data["players"][0]["tiles"].clear()
    assert game.to_dict()["players"][0]["cash"] != -1
    assert twin.to_dict() == game.to_dict()
    # an illegal action on the copy leaves both untouched
    before = game.to_dict()
    with pytest.raises(IllegalActionError):
        twin.apply("play 13Z")
    assert twin.to_dict() == before == game.to_dict()


# ------------------------------------------------------------------ views


def quoted(data) -> str:
    return json.dumps(data)


def mentions(text: str, tile: str) -> bool:
    return re.search(rf'"{tile}"', text) is not None


def view_game(**house_rules):
    bag = script_bag(["12D", "12F", "12H"], ["1A", "2A", "5C", "7C"], extra_draws=["9E", "11E"])
    game = new_game(Rules.classic(**house_rules), NAMES, tile_bag=bag)
    game.apply("play 1A")
    game.apply("play 2A")
    game.apply("found Tower")
    game.apply("buy Tower Tower")
    return game, bag


@pytest.mark.parametrize("viewer", [0, 1, 2])
def test_view_shows_own_tiles_only_and_not_the_bag(viewer):
    game, bag = view_game()
    full = game.to_dict()
    view = game.view(viewer)
    text = quoted(view)
    assert sorted(view["players"][viewer]["tiles"]) == sorted(full["players"][viewer]["tiles"])
    for seat, p in enumerate(full["players"]):
        if seat == viewer:
            continue
        assert not view["players"][seat].get("tiles")
        for tile in p["tiles"]:
            assert not mentions(text, tile), f"{tile} of seat {seat} leaks to seat {viewer}"
    drawn = 3 + 18 + 2
    for tile in bag[drawn:]:
        assert not mentions(text, tile), f"bag tile {tile} leaks"
    # the public part is all there
    assert view["board"] == full["board"]
    assert view["chains"] == full["chains"]
    assert view["bag_left"] == full["bag_left"] == len(bag) - drawn
    assert [p["name"] for p in view["players"]] == NAMES
    # holdings are open by default
    for seat in range(3):
        assert view["players"][seat]["cash"] == full["players"][seat]["cash"]
        assert view["players"][seat]["shares"] == full["players"][seat]["shares"]


def test_view_pending_does_not_list_another_players_tiles():
    game, _ = view_game()
    assert game.pending.kind == "play" and game.pending.player == 2
    cy_tiles = game.to_dict()["players"][2]["tiles"]
    text = quoted(game.view(0))
    assert not any(mentions(text, t) for t in cy_tiles)


@pytest.mark.parametrize("viewer", [0, 1, 2])
def test_hidden_holdings_hide_other_players_cash_and_shares(viewer):
    game, _ = view_game(hidden_holdings=True)
    full = game.to_dict()
    assert full["players"][1]["shares"] == {"Tower": 3}  # founder's share + 2
    view = game.view(viewer)
    me = view["players"][viewer]
    assert me["cash"] == full["players"][viewer]["cash"]
    assert me["shares"] == full["players"][viewer]["shares"]
    for seat in range(3):
        if seat != viewer:
            assert view["players"][seat].get("cash") is None
            assert not view["players"][seat].get("shares")
    # the full game still knows everything
    assert full["players"][1]["cash"] == 6000 - 400
