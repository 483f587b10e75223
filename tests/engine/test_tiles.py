"""Board, tile names and adjacency (RULES.md §1 "Equipment", seed 003 "Board Configuration").

The board is 12 columns (1..12) x 9 rows (A..I) = 108 squares, tiles are named
column-then-row, parsing is case-insensitive and accepts ``5-E``, anything else is a
ValueError. Adjacency is orthogonal only: a diagonal neighbour founds nothing and grows
nothing, and the board does not wrap around from one row (or column) to the next.
"""

from __future__ import annotations

import pytest
from scripting import scripted_game

from acquire_qt.engine import IllegalActionError, Rules, new_game

ROWS = "ABCDEFGHI"
ALL_SQUARES = [f"{col}{row}" for row in ROWS for col in range(1, 13)]

# Position tiles sit on the board as loose tiles, far from rows A-F where the tests
# play; seat 0 (1I) is leftmost in the lowest row, so it goes first.
POSITIONS = ("1I", "3I")


def two_player_game(plays: list[str]):
    return scripted_game(POSITIONS, plays)


def play(game, tile: str) -> None:
    """Place `tile` for the player to act and finish the turn buying nothing."""
    seat = game.pending.player
    game.apply(f"play {tile}")
    if game.pending.kind == "found":
        return  # the caller inspects the founding decision
    if game.pending.kind == "buy" and game.pending.player == seat:
        game.apply("buy")


def active_chains(game) -> set[str]:
    return {name for name, c in game.to_dict()["chains"].items() if c["active"]}


# --------------------------------------------------------------------------- board


def test_every_one_of_the_108_squares_is_a_tile_name():
    rules = Rules.classic()
    parsed = [rules.parse_tile(name) for name in ALL_SQUARES]
    assert parsed == ALL_SQUARES
    assert len(set(parsed)) == 108


@pytest.mark.parametrize("seed", [1, 7, 2024])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_seeded_game_holds_exactly_the_108_tiles(seed, players):
    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"][:players]
    game = new_game(Rules.classic(), names, seed=seed)
    state = game.to_dict()
    on_board = list(state["board"])
    in_hands = [t for p in state["players"] for t in p["tiles"]]
    seen = on_board + in_hands + list(state["removed"])
    # every tile seen is a real square, none twice, and with the bag they make 108
    assert set(seen) <= set(ALL_SQUARES)
    assert len(seen) == len(set(seen))
    assert len(seen) + state["bag_left"] == 108
    # setup: one position tile each on the board, six tiles in every hand
    assert len(on_board) == players
    assert [len(p["tiles"]) for p in state["players"]] == [6] * players


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("1A", "1A"),
        ("12I", "12I"),
        ("5E", "5E"),
        ("5e", "5E"),
        ("5-E", "5E"),
        ("5-e", "5E"),
        ("12-i", "12I"),
        ("10c", "10C"),
    ],
)
def test_tile_names_parse_case_insensitively_with_optional_dash(text, name):
    assert Rules.classic().parse_tile(text) == name


@pytest.mark.parametrize(
    "text",
    [
        "13A",  # column 13 does not exist
        "0A",  # columns start at 1
        "5J",  # rows end at I
        "",  # nothing
        "A5",  # row-then-column is not the notation
        "5AA",  # a two-letter row does not exist on the classic board
        "5",  # no row
        "E",  # no column
        "12-J",  # dash form, still off the board
    ],
)
def test_bad_tile_names_raise_a_clear_value_error(text):
    with pytest.raises(ValueError) as info:
        Rules.classic().parse_tile(text)
    assert str(info.value).strip(), "the error must say what is wrong"


@pytest.mark.parametrize("text", ["play 1a", "play 1-A", "PLAY 1-a"])
def test_play_action_accepts_the_same_tile_spellings(text):
    game = two_player_game(["1A"])
    game.apply(text)
    assert game.to_dict()["board"]["1A"] == "loose"


@pytest.mark.parametrize("text", ["play 13A", "play 0A", "play 5J", "play A5"])
def test_play_action_with_a_bad_tile_name_is_illegal_and_changes_nothing(text):
    game = two_player_game(["1A"])
    before = game.to_dict()
    with pytest.raises(IllegalActionError):
        game.apply(text)
    assert game.to_dict() == before


# --------------------------------------------------------------------------- adjacency


@pytest.mark.parametrize("neighbour", ["5B", "5D", "4C", "6C"])
def test_an_orthogonal_neighbour_makes_a_founding(neighbour):
    # Ann places the neighbour (nothing happens), Bob places 5C next to it.
    game = two_player_game([neighbour, "5C"])
    play(game, neighbour)
    play(game, "5C")
    assert game.pending.kind == "found"
    assert game.pending.player == 1


@pytest.mark.parametrize(("first", "second"), [("1A", "1B"), ("12A", "11A"), ("12F", "12E")])
def test_orthogonal_neighbours_on_the_edge_of_the_board_found(first, second):
    game = two_player_game([first, second])
    play(game, first)
    play(game, second)
    assert game.pending.kind == "found"


@pytest.mark.parametrize("diagonal", ["4B", "6B", "4D", "6D"])
def test_a_single_diagonal_neighbour_does_nothing(diagonal):
    game = two_player_game([diagonal, "5C"])
    play(game, diagonal)
    play(game, "5C")
    state = game.to_dict()
    assert (state["board"]["5C"], state["board"][diagonal]) == ("loose", "loose")
    assert active_chains(game) == set()
    assert (game.pending.kind, game.pending.player) == ("play", 0)


def test_four_diagonal_neighbours_still_do_nothing():
    game = two_player_game(["4B", "6B", "4D", "6D", "5C"])
    for tile in ["4B", "6B", "4D", "6D", "5C"]:
        play(game, tile)
    board = game.to_dict()["board"]
    assert {t: board[t] for t in ["4B", "6B", "4D", "6D", "5C"]} == dict.fromkeys(
        ["4B", "6B", "4D", "6D", "5C"], "loose"
    )
    assert active_chains(game) == set()
    assert (game.pending.kind, game.pending.player) == ("play", 1)  # no founding asked


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("12A", "1B"),  # end of row A / start of row B: neighbours in a row-major list
        ("12C", "1D"),
        ("6I", "7A"),  # bottom of column 6 / top of column 7: neighbours column-major
        ("1A", "12A"),  # the board does not wrap around left-right
        ("12A", "12I"),  # ... nor top-bottom
    ],
)
def test_the_board_does_not_wrap(first, second):
    game = two_player_game([first, second])
    play(game, first)
    play(game, second)
    board = game.to_dict()["board"]
    assert (board[first], board[second]) == ("loose", "loose")
    assert active_chains(game) == set()
    assert (game.pending.kind, game.pending.player) == ("play", 0)  # no founding asked


def test_a_tile_diagonal_to_a_chain_does_not_grow_it():
    # Ann 1A, Bob 2A founds Tower (2 tiles), Ann 3B touches 2A only diagonally.
    game = two_player_game(["1A", "2A", "3B"])
    play(game, "1A")
    play(game, "2A")
    game.apply("found Tower")
    game.apply("buy")
    play(game, "3B")
    state = game.to_dict()
    assert state["chains"]["Tower"]["size"] == 2
    assert state["board"]["3B"] == "loose"


def test_a_tile_orthogonal_to_a_chain_grows_it():
    # Control for the diagonal test: 3A touches 2A orthogonally.
    game = two_player_game(["1A", "2A", "3A"])
    play(game, "1A")
    play(game, "2A")
    game.apply("found Tower")
    game.apply("buy")
    play(game, "3A")
    state = game.to_dict()
    assert state["chains"]["Tower"]["size"] == 3
    assert state["board"]["3A"] == "Tower"
