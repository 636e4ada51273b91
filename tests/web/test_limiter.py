"""The bounds on guessing codes, on a clock the test turns."""

from __future__ import annotations

from organiser.web.limiter import Limiter, Limits


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_wrong_codes_shut_a_phone_for_the_rest_of_the_minute_only() -> None:
    clock = Clock()
    limiter = Limiter(Limits(wrong_codes_per_phone=3, wrong_codes_per_table=100), clock)
    for _ in range(3):
        assert limiter.admit("10.0.0.5", 1)
        limiter.wrong_code("10.0.0.5", 1)
    assert not limiter.admit("10.0.0.5", 1)
    assert not limiter.admit("10.0.0.5", 2)  # the phone, whatever table it names
    assert limiter.admit("10.0.0.6", 1)  # another phone is not affected
    clock.now += 59.0
    assert not limiter.admit("10.0.0.5", 1)
    clock.now += 1.5  # the first wrong codes are more than a minute old
    assert limiter.admit("10.0.0.5", 1)


def test_right_codes_do_not_count_against_the_guessing_bound() -> None:
    clock = Clock()
    limiter = Limiter(Limits(wrong_codes_per_phone=2, reports_per_phone=50), clock)
    for _ in range(20):
        assert limiter.admit("10.0.0.5", 1)  # reports with a right code: only counted
    assert limiter.refused == 0


def test_reports_per_phone_are_bounded_too() -> None:
    clock = Clock()
    limiter = Limiter(Limits(reports_per_phone=5), clock)
    assert [limiter.admit("10.0.0.5", 1) for _ in range(7)] == [True] * 5 + [False] * 2
    assert limiter.refused == 2


def test_a_table_is_shut_after_wrong_codes_from_many_phones() -> None:
    clock = Clock()
    limiter = Limiter(Limits(wrong_codes_per_phone=100, wrong_codes_per_table=4), clock)
    for i in range(4):
        assert limiter.admit(f"10.0.1.{i}", 7)
        limiter.wrong_code(f"10.0.1.{i}", 7)
    assert not limiter.admit("10.0.1.99", 7)
    assert limiter.admit("10.0.1.99", 8)


def test_memory_is_bounded() -> None:
    clock = Clock()
    limiter = Limiter(Limits(remembered=100), clock)
    for i in range(10_000):
        limiter.wrong_code(f"phone {i}", i)
    assert len(limiter._phone.hits) <= 100 and len(limiter._table.hits) <= 100
