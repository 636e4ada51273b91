"""Fonts: the bundled DejaVu faces, and a fallback for scripts DejaVu does not draw.

DejaVu Sans covers Latin (with every European accent), Greek, Cyrillic, Armenian, Georgian
and many symbols. It has no Chinese, Japanese or Korean glyphs. For those, in order:

1. a TrueType CJK font found on the computer (``MAESTER_CJK_FONT``, or a usual place such
   as Droid Sans Fallback, WenQuanYi Zen Hei, Microsoft YaHei, Arial Unicode), embedded
   like DejaVu, so every viewer and printer draws it;
2. otherwise reportlab's built-in CID fonts (STSong-Light, HeiseiKakuGo-W5,
   HYGothic-Medium), which are not embedded: a viewer with CJK fonts (Acrobat, macOS
   Preview, poppler with a CJK font) draws them, and any viewer can search and copy them.

Right-to-left scripts (Arabic, Hebrew) print their letters without shaping or reordering.
"""

from __future__ import annotations

import functools
import os
import unicodedata
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

from organiser.core.errors import UserError
from organiser.resources import resource_roots

REGULAR = "MaesterSans"
BOLD = "MaesterSans-Bold"
MONO = "MaesterMono"

CJK_CHINESE = "STSong-Light"
CJK_JAPANESE = "HeiseiKakuGo-W5"
CJK_KOREAN = "HYGothic-Medium"
CJK_EMBEDDED = "MaesterCJK"

# TrueType (not CFF/OpenType) CJK fonts reportlab can embed, where systems usually keep them
CJK_CANDIDATES = (
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/wenquanyi/wqy-zenhei/wqy-zenhei.ttc",
    "C:/Windows/Fonts/msyh.ttc",
    "C:/Windows/Fonts/simsun.ttc",
    "/Library/Fonts/Arial Unicode.ttf",
    "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
)

_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf", MONO: "DejaVuSansMono.ttf"}
_SEARCH = (
    *(root / "fonts" for root in resource_roots()),  # bundled: checkout, wheel, frozen app
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/TTF"),
    Path("/usr/share/fonts/dejavu"),
)

_covered: dict[str, frozenset[int]] = {}
# None: not looked for yet; "": none usable; else the registered font's file
_cjk_file: list[str | None] = [None]


def font_dir() -> Path:
    """The first folder that holds the three DejaVu files (the bundled one first)."""
    for folder in _SEARCH:
        if all((folder / f).is_file() for f in _FILES.values()):
            return folder
    raise UserError(
        "The printing fonts are missing: expected DejaVuSans.ttf, DejaVuSans-Bold.ttf and "
        "DejaVuSansMono.ttf in resources/fonts. Reinstall Maester."
    )


def register() -> None:
    """Register the fonts with reportlab once per process."""
    if REGULAR in _covered:
        return
    folder = font_dir()
    for name, filename in _FILES.items():
        font = TTFont(name, str(folder / filename))
        pdfmetrics.registerFont(font)
        _covered[name] = frozenset(font.face.charToGlyph)
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR)
    for cid in (CJK_CHINESE, CJK_JAPANESE, CJK_KOREAN):
        pdfmetrics.registerFont(UnicodeCIDFont(cid))


def _cjk_font(ch: str) -> str | None:
    cp = ord(ch)
    if 0xAC00 <= cp <= 0xD7AF or 0x1100 <= cp <= 0x11FF or 0x3130 <= cp <= 0x318F:
        return CJK_KOREAN
    if 0x3040 <= cp <= 0x30FF or 0x31F0 <= cp <= 0x31FF or 0xFF65 <= cp <= 0xFF9F:
        return CJK_JAPANESE
    if (
        0x4E00 <= cp <= 0x9FFF
        or 0x3400 <= cp <= 0x4DBF
        or 0x3000 <= cp <= 0x303F
        or 0xF900 <= cp <= 0xFAFF
        or 0xFF00 <= cp <= 0xFFEF
    ):
        return CJK_CHINESE
    return None


def choose_cjk_font(path: str | None) -> None:
    """Use the TrueType font at ``path`` for CJK ("" for none: the CID fonts); None looks
    in ``MAESTER_CJK_FONT`` and the usual places again on next use."""
    runs.cache_clear()
    measure.cache_clear()
    if path is None:
        _cjk_file[0] = None
        _covered.pop(CJK_EMBEDDED, None)
    else:
        _load_cjk((path,))


def _load_cjk(paths: tuple[str, ...]) -> None:
    _cjk_file[0] = ""
    _covered.pop(CJK_EMBEDDED, None)
    for path in paths:
        if not path or not os.path.isfile(path):
            continue
        try:
            font = TTFont(CJK_EMBEDDED, path, subfontIndex=0)
        except Exception:  # CFF outlines, a damaged file: try the next one
            continue
        pdfmetrics.registerFont(font)
        _covered[CJK_EMBEDDED] = frozenset(font.face.charToGlyph)
        _cjk_file[0] = path
        return


def embedded_cjk_font() -> str | None:
    """The file of the CJK font that gets embedded, if one was found."""
    if _cjk_file[0] is None:
        _load_cjk((os.environ.get("MAESTER_CJK_FONT", ""), *CJK_CANDIDATES))
    return _cjk_file[0] or None


@functools.lru_cache(maxsize=65536)
def runs(text: str, font: str = REGULAR) -> tuple[tuple[str, str], ...]:
    """Split ``text`` into (font, substring) runs: DejaVu where it has the glyph, a CJK
    font for CJK characters it lacks. Han characters inside a Japanese name (one with
    kana) use the Japanese font, so a name is never drawn in two CJK styles."""
    register()
    text = unicodedata.normalize("NFC", text)
    covered = _covered[font]
    if all(ord(ch) in covered for ch in text):
        return ((font, text),)
    japanese = any(_cjk_font(ch) == CJK_JAPANESE for ch in text)
    embedded = _covered.get(CJK_EMBEDDED, frozenset()) if embedded_cjk_font() else frozenset()
    out: list[tuple[str, str]] = []
    for ch in text:
        chosen = font
        if ord(ch) not in covered:
            cjk = _cjk_font(ch)
            if ord(ch) in embedded:
                chosen = CJK_EMBEDDED
            elif cjk is not None:
                chosen = CJK_JAPANESE if japanese and cjk == CJK_CHINESE else cjk
        if out and out[-1][0] == chosen:
            out[-1] = (chosen, out[-1][1] + ch)
        else:
            out.append((chosen, ch))
    return tuple(out)


@functools.lru_cache(maxsize=65536)
def measure(
    text: str, size: float, font: str = REGULAR
) -> tuple[tuple[tuple[str, str], ...], float]:
    """The runs of ``text`` and its printed width in points (cached: numbers, records and
    names repeat across a document)."""
    parts = runs(text, font)
    return parts, float(sum(pdfmetrics.stringWidth(p, name, size) for name, p in parts))


def width(text: str, size: float, font: str = REGULAR) -> float:
    """The printed width of ``text`` in points, fallback runs included."""
    return measure(text, size, font)[1]


def covers(text: str, font: str = REGULAR) -> bool:
    """True when DejaVu draws every character of ``text`` itself."""
    register()
    covered = _covered[font]
    return all(ord(ch) in covered for ch in unicodedata.normalize("NFC", text))
