"""A CSV of players is read one line, one player: a broken line never swallows others."""

from __future__ import annotations

import pytest

from organiser.core.errors import UserError
from organiser.services.players import parse_players_csv, preview_lines


def _problems(text: str) -> list[tuple[int, str]]:
    with pytest.raises(UserError) as caught:
        parse_players_csv(text.encode(), "roster.csv")
    return [(e["line"], e["error"]) for e in caught.value.details["errors"]]


def test_an_unclosed_quote_is_its_own_error_and_the_next_lines_are_read() -> None:
    text = 'name,club\nAnna,A\n"Bob,B\nCara,C\nDan,D\n'
    assert _problems(text) == [(3, 'an unclosed quote ("): close it or remove it')]
    fields, lines = preview_lines(text.encode())
    assert fields == ("name", "affiliation")
    assert [n for n, _ in lines] == [2, 3, 4, 5]
    assert lines[2] == (4, {"name": "Cara", "affiliation": "C"})


@pytest.mark.parametrize(
    ("line", "shown"),
    [("Dan;Club D;d@x.org", "';'"), ("Dan\tClub D\td@x.org", "tab")],
)
def test_a_line_in_another_delimiter_is_an_error(line: str, shown: str) -> None:
    text = f"name,club,email\nAnna,A,a@x.org\n{line}\nEve,E,e@x.org\n"
    ((number, message),) = _problems(text)
    assert number == 3 and f"separated by {shown}" in message and "by ','" in message


def test_every_problem_once_and_all_at_once() -> None:
    text = 'name,email\n"Ann,a@x.org\nBo;b@x.org\n,c@x.org\nDi,d@x.org\nDi,d@x.org\n'
    problems = _problems(text)
    assert [n for n, _ in problems] == [2, 3, 4, 6]
    assert len({m for _, m in problems}) == len(problems)


def test_what_is_right_stays_right() -> None:
    # quoted delimiters and doubled quotes, a short line (optional columns), blank lines,
    # CRLF, a semicolon file
    ok = 'name,club,email\r\n"Smith, Anna","The ""Best"" Club",a@x.org\r\n\r\nBo\r\n'
    players = parse_players_csv(ok.encode(), "ok.csv")
    assert [(p.name, p.affiliation, p.line) for p in players] == [
        ("Smith, Anna", 'The "Best" Club', 2),
        ("Bo", None, 4),
    ]
    semi = "name;club\nAnna;A\nBo;B\n"
    assert [p.affiliation for p in parse_players_csv(semi.encode(), "semi.csv")] == ["A", "B"]
