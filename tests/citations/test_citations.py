"""The rule citation catalogue: ids resolve, are unique and well formed, paraphrases are the
project's own words, the catalogue covers what the seeds define, and every id the engine or a
scenario uses exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine_ref import citations
from engine_ref.citations import ID_PATTERN, Citation, UnknownCitation

from .textcheck import ROOT, copied_runs, first_copies, seeds_dir, words

CATALOGUE = ROOT / "engine_ref" / "data" / "citations.yaml"
# An id inside a longer text: not glued to other word characters or dots.
ID_IN_TEXT = re.compile(r"(?<![\w.-])((?:00[0-4]|rr)(?:\.[a-z0-9][a-z0-9-]*)+)(?![\w-])")


def _raw_entries() -> list[dict[str, Any]]:
    data = yaml.safe_load(CATALOGUE.read_text(encoding="utf-8"))
    entries = data["citations"]
    assert isinstance(entries, list)
    return entries


def _seed_text(number: str) -> str:
    matches = sorted(seeds_dir().glob(f"{number}_*.txt"))
    if not matches:
        pytest.skip(f"seed {number} is not available in {seeds_dir()}")
    return matches[0].read_text(encoding="utf-8", errors="replace")


# ── the loader ────────────────────────────────────────────────────────────────


def test_every_id_resolves_to_its_own_entry() -> None:
    all_ids = citations.ids()
    assert len(all_ids) > 300
    for cid in all_ids:
        found = citations.get(cid)
        assert isinstance(found, Citation)
        assert found.id == cid
        assert citations.is_known(cid)


def test_ids_are_unique_in_the_file() -> None:
    raw_ids = [entry["id"] for entry in _raw_entries()]
    duplicates = sorted({i for i in raw_ids if raw_ids.count(i) > 1})
    assert duplicates == []
    assert len(raw_ids) == len(citations.all_citations())


def test_ids_have_the_documented_form_and_match_their_document() -> None:
    docs = citations.documents()
    for c in citations.all_citations():
        assert ID_PATTERN.match(c.id), c.id
        assert c.document in docs, c.id
        prefix = c.id.split(".", 1)[0]
        assert prefix == (c.document.lower() if c.document == "RR" else c.document), c.id


def test_fields_are_non_empty_and_paraphrases_short() -> None:
    for c in citations.all_citations():
        assert c.section.strip() and c.title.strip() and c.paraphrase.strip(), c.id
        sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z\"(])", c.paraphrase) if s]
        assert 1 <= len(sentences) <= 4, f"{c.id}: {len(sentences)} sentences"
        assert len(c.paraphrase.split()) <= 90, c.id


def test_unknown_id_raises_a_key_error_with_a_clear_message() -> None:
    with pytest.raises(KeyError) as caught:
        citations.get("002.timing.step9")
    assert isinstance(caught.value, UnknownCitation)
    message = str(caught.value)
    assert "002.timing.step9" in message
    assert "002.timing" in message.split("did you mean", 1)[1]
    with pytest.raises(UnknownCitation, match=r"citations\.yaml"):
        citations.get("nothing-like-an-id")


def test_reference_names_document_and_section() -> None:
    step4 = citations.get("002.timing.step4")
    assert step4.reference.startswith("002 Timing Structure")
    assert "4)" in step4.reference
    assert citations.get("rr.cancel").reference == "RR Cancel"
    assert "[002.clar.2.6]" in str(citations.get("002.clar.2.6"))


def test_profiles_follow_the_seed_readme() -> None:
    assert citations.get("000.doomed").profile == "ccg-winter"
    assert citations.get("001.phase.taxation").profile == "lcg2"
    assert citations.get("004.priority-simultaneous").profile == "lcg2"
    assert citations.get("rr.nested-ability-sequences").profile == "lcg2"
    assert citations.get("002.flow.challenges").profile == "lcg1"
    assert citations.get("003.keyword.renown").profile == "lcg1"


def test_by_document_and_unknown_helpers() -> None:
    rr = citations.by_document("RR")
    assert rr and all(c.document == "RR" for c in rr)
    assert {c.id for c in citations.by_document("004")} >= {"004.priority-simultaneous"}
    assert citations.unknown(["002.timing.step1", "nope.x", "nope.x"]) == ["nope.x"]


def test_document_files_exist_when_seeds_are_present() -> None:
    folder = seeds_dir()
    if not folder.is_dir():
        pytest.skip(f"the seeds are not beside the project ({folder})")
    for doc in citations.documents().values():
        if doc.file is not None:
            assert (folder / doc.file).is_file(), doc.file


# ── coverage of what the seeds define ─────────────────────────────────────────

WINDOW_STEPS = [
    "002.timing.window",
    *(f"002.timing.step1{s}" for s in "abcdef"),
    *(f"002.timing.step{n}" for n in range(1, 7)),
    *(f"002.timing.step4.{s}" for s in ("i", "ii", "iii", "iv")),
    *(f"002.timing.step5.{s}" for s in "abcd"),
    "002.timing.moribund",
    "002.timing.moribund-exception",
    "002.timing.moribund-events",
    "002.timing.gates",
    "002.timing.save-cancel",
    "002.timing.first-actions",
    "002.timing.passive-conflict",
    "002.timing.framework",
    *(f"002.timing.framework-example.{s}" for s in "abcdef"),
]
FLOWS = [
    f"002.flow.{p}"
    for p in ("plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation")
]
PHASES = {
    "000": ("plot", "draw", "marshalling", "challenges", "dominance", "standing"),
    "001": ("plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation"),
    "003": ("plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation"),
}
KEYWORDS = {
    "000": ("deadly", "deathbound", "immunity", "limited", "no-attachments", "renown", "stealth"),
    "001": (
        "ambush",
        "insight",
        "intimidate",
        "limited",
        "no-attachments",
        "pillage",
        "renown",
        "stealth",
        "terminal",
    ),
    "003": (
        "deadly",
        "deathbound",
        "immunity",
        "limited",
        "no-attachments",
        "renown",
        "stealth",
        "setup",
        "ambush",
        "infamy",
        "intimidate",
        "stalwart",
        "vengeful",
        "vigilant",
    ),
}
RR_SECTIONS = (
    "triggering-condition",
    "nested-ability-sequences",
    "priority-simultaneous",
    "cancel",
    "save",
    "action-windows",
    "then",
)


@pytest.mark.parametrize("cid", WINDOW_STEPS + FLOWS)
def test_the_timing_structure_is_covered(cid: str) -> None:
    assert citations.is_known(cid), cid


def test_phases_keywords_titles_and_rr_sections_are_covered() -> None:
    wanted = [f"{doc}.phase.{p}" for doc, phases in PHASES.items() for p in phases]
    wanted += [f"{doc}.keyword.{k}" for doc, kws in KEYWORDS.items() for k in kws]
    wanted += [
        f"003.title.{t}"
        for t in (
            "supports",
            "opposes",
            "crown-regent",
            "lord-commander",
            "hand",
            "whispers",
            "laws",
            "coin",
        )
    ]
    wanted += [
        f"001.title.{t}"
        for t in ("supports", "rivals", "crown-regent", "hand", "laws", "ships", "whispers", "coin")
    ]
    wanted += [f"rr.{s}" for s in RR_SECTIONS]
    wanted += ["000.doomed", "004.priority-simultaneous", "004.put-into-play", "004.power-claim"]
    assert citations.unknown(wanted) == []


def test_every_numbered_clarification_of_seed_002_is_covered() -> None:
    text = _seed_text("002")
    start = text.index("This section contains the official rules clarification")
    end = text.index("Event Cards", start)
    numbers = set(re.findall(r"\((\d\.\d+)\)", text[start:end]))
    # The extraction prints clarification 2.2 (Plot Effect Resolution) as "6.1".
    numbers = {"2.2" if n == "6.1" else n for n in numbers}
    assert len(numbers) >= 60
    assert citations.unknown(f"002.clar.{n}" for n in numbers) == []


def test_every_faq_question_of_seed_002_is_covered() -> None:
    text = _seed_text("002")
    faq = text[text.index("# **Frequently Asked Questions**") :]
    questions = [line for line in faq.splitlines() if line.strip().endswith("?")]
    faq_ids = [c for c in citations.ids() if c.startswith("002.faq.")]
    # one citation per question (two questions share a paragraph in the extraction)
    assert len(faq_ids) >= len(questions) - 1 >= 15


# ── the paraphrases are the project's own words ───────────────────────────────


def test_paraphrases_do_not_copy_twelve_word_runs_from_the_seeds() -> None:
    if not any(seeds_dir().glob("*.txt")):
        pytest.skip(f"the seeds are not beside the project ({seeds_dir()}); cannot compare")
    problems = first_copies((c.id, c.paraphrase) for c in citations.all_citations())
    assert problems == []


def test_the_copy_check_itself_detects_a_copied_sentence() -> None:
    text = _seed_text("002")
    sentence = " ".join(words(text[text.index("Step 5 is not over") :])[:14])
    assert copied_runs(f"In our words: {sentence}.")
    assert not copied_runs(citations.get("002.timing.step5.passes").paraphrase)


# ── every id used by the engine or a scenario exists ──────────────────────────


def _ids_in_python(path: Path) -> tuple[set[str], set[str]]:
    """Ids in string constants, and id prefixes an f-string completes at run time."""
    found: set[str] = set()
    prefixes: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    in_fstrings: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            text = "".join(
                v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "\x00"
                for v in node.values
            )
            in_fstrings.update(id(v) for v in node.values)
            for m in ID_IN_TEXT.finditer(text):
                if text[m.end() : m.end() + 2] == ".\x00":
                    prefixes.add(m.group(1))
                elif text[m.end() : m.end() + 1] != "\x00":
                    found.add(m.group(1))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in in_fstrings
        ):
            for m in ID_IN_TEXT.finditer(node.value):
                # "002.flow." (a prefix completed elsewhere) unless it is a known id ending a
                # sentence
                after = node.value[m.end() : m.end() + 2]
                if after[:1] == "." and not after[1:].isalnum():
                    if citations.is_known(m.group(1)):
                        found.add(m.group(1))
                    else:
                        prefixes.add(m.group(1))
                else:
                    found.add(m.group(1))
    return found, prefixes


def _phase_names(prefix: str) -> set[str]:
    """The phases of the ruleset profile an id prefix belongs to (its document's profile)."""
    document = prefix.split(".", 1)[0].upper() if prefix.startswith("rr") else prefix[:3]
    profile = citations.documents()[document].profile
    try:
        from engine_ref.profiles import PROFILES  # the engine's profiles, when present
    except ImportError:
        PROFILES = {}
    if profile in PROFILES:
        return set(PROFILES[profile].phases)
    return {"plot", "draw", "marshalling", "challenges", "dominance", "standing"}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def _ids_in_yaml(path: Path) -> set[str]:
    found: set[str] = set()
    for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
        for text in _strings(doc):
            found.update(ID_IN_TEXT.findall(text))
    return found


def test_the_id_scanner_finds_ids_in_code_and_text() -> None:
    assert ID_IN_TEXT.findall("see 002.timing.step4. and rr.cancel, not v1.002.x") == [
        "002.timing.step4",
        "rr.cancel",
    ]


def test_every_id_used_in_engine_code_exists() -> None:
    used: dict[str, set[str]] = {}
    known = citations.ids()
    for path in sorted((ROOT / "engine_ref").rglob("*.py")):
        found, prefixes = _ids_in_python(path)
        for prefix in prefixes:
            if prefix.rsplit(".", 1)[-1] in ("flow", "phase"):
                # f"002.flow.{phase}": every phase of that document's profile must be cited
                found |= {f"{prefix}.{phase}" for phase in _phase_names(prefix)}
            elif not any(k.startswith(prefix + ".") for k in known):
                found.add(prefix + ".*")  # completed at run time, but nothing could match
        for cid in found:
            used.setdefault(cid, set()).add(str(path.relative_to(ROOT)))
    missing = {cid: sorted(where) for cid, where in used.items() if not citations.is_known(cid)}
    assert missing == {}


def test_every_id_used_in_scenarios_exists() -> None:
    files = [
        path
        for folder in (ROOT / "tests" / "scenarios", ROOT / "tests" / "engine" / "scenarios")
        for path in sorted([*folder.rglob("*.yaml"), *folder.rglob("*.yml")])
    ]
    if not files:
        pytest.skip("no scenario files yet in tests/scenarios")
    missing = {
        str(p.relative_to(ROOT)): citations.unknown(_ids_in_yaml(p))
        for p in files
        if citations.unknown(_ids_in_yaml(p))
    }
    assert missing == {}


def test_every_id_requested_by_the_engine_exists() -> None:
    wish_list = ROOT / "docs" / "engine" / "missing-citations.txt"
    if not wish_list.is_file():
        pytest.skip("docs/engine/missing-citations.txt does not exist (nothing requested)")
    requested = {
        m
        for line in wish_list.read_text(encoding="utf-8").splitlines()
        if not line.lstrip().startswith("#")
        for m in ID_IN_TEXT.findall(line)
    }
    assert citations.unknown(requested) == []


def test_command_line_prints_finds_and_refuses(capsys: pytest.CaptureFixture[str]) -> None:
    assert citations.main(["002.clar.2.6"]) == 0
    out = capsys.readouterr().out
    assert "002 Official Rules Clarification › (2.6) End of the Phase" in out
    assert citations.main(["--search", "moribund", "aeron"]) == 0
    assert "002.timing.moribund.aeron" in capsys.readouterr().out
    assert citations.main(["002.timing.step9"]) == 1
    assert "unknown rule citation" in capsys.readouterr().err
    assert citations.main(["--search", "no-such-word-anywhere"]) == 1
