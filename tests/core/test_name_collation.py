"""Names sort as people read them, in every language an event meets (organiser.core.text)."""

from __future__ import annotations

import random

from organiser.core.text import name_key


def ordered(names: list[str]) -> list[str]:
    return sorted(names, key=name_key)


def test_letters_of_their_own_sit_beside_their_base_letter_not_after_z() -> None:
    assert ordered(["Zoe", "Łukasz", "Lars", "Luis", "Mann"]) == [
        "Lars",
        "Luis",
        "Łukasz",
        "Mann",
        "Zoe",
    ]
    assert ordered(["Zoe", "Ørjan", "Oscar", "Pia", "Olaf"]) == [
        "Olaf",
        "Ørjan",
        "Oscar",
        "Pia",
        "Zoe",
    ]
    # ß reads as ss; Æ as AE; Đ with D
    assert ordered(["Strauss", "Straßer", "Strb"]) == ["Straßer", "Strauss", "Strb"]
    assert ordered(["Afton", "Ævar", "Agnes"]) == ["Ævar", "Afton", "Agnes"]
    assert ordered(["Đorđe", "Dora", "Ema"]) == ["Dora", "Đorđe", "Ema"]


def test_accents_and_case_come_after_the_letters() -> None:
    assert ordered(["Fred", "Émile", "eve", "Edgar"]) == ["Edgar", "Émile", "eve", "Fred"]
    assert ordered(["Zoë", "Zoe", "Yann"]) == ["Yann", "Zoe", "Zoë"]
    assert ordered(["Ángel", "Andrés", "Anna"]) == ["Andrés", "Ángel", "Anna"]
    assert ordered(["Selin", "Şahin", "Sara"]) == ["Şahin", "Sara", "Selin"]


def test_the_order_never_depends_on_the_input_order() -> None:
    names = ["anna", "Anna", "ANNA", "Änna", "Łucja", "Lucja", "Ørjan", "Orjan", "Иван", "李"]
    first = ordered(names)
    for seed in range(20):
        shuffled = list(names)
        random.Random(seed).shuffle(shuffled)
        assert ordered(shuffled) == first
    assert first.index("Lucja") < first.index("Łucja") and first.index("Orjan") < first.index(
        "Ørjan"
    )
    assert first[-2:] == ["Иван", "李"]  # Latin, then Cyrillic, then Han
