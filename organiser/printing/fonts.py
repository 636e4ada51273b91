"""Fonts: the bundled DejaVu faces, and a fallback for scripts DejaVu does not draw.

DejaVu Sans covers Latin (with every European accent), Greek, Cyrillic, Armenian, Georgian
and many symbols. It has no Chinese, Japanese or Korean glyphs: such characters are written
with reportlab's built-in CID fonts (STSong-Light, HeiseiKakuGo-W5, HYGothic-Medium), which
are not embedded. A viewer with CJK fonts (Acrobat, macOS Preview, poppler with Noto CJK)
draws them; any viewer can search and copy them. Right-to-left scripts (Arabic, Hebrew)
print their letters but without shaping or reordering.
"""

from __future__ import annotations

import functools
import unicodedata
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

from organiser.core.errors import UserError

REGULAR = "MaesterSans"
BOLD = "MaesterSans-Bold"
MONO = "MaesterMono"

CJK_CHINESE = "STSong-Light"
CJK_JAPANESE = "HeiseiKakuGo-W5"
CJK_KOREAN = "HYGothic-Medium"

_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf", MONO: "DejaVuSansMono.ttf"}
_SEARCH = (
    Path(__file__).resolve().parents[2] / "resources" / "fonts",
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/TTF"),
    Path("/usr/share/fonts/dejavu"),
)

_covered: dict[str, frozenset[int]] = {}


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
    if _covered:
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
    out: list[tuple[str, str]] = []
    for ch in text:
        chosen = font
        if ord(ch) not in covered:
            cjk = _cjk_font(ch)
            if cjk is not None:
                chosen = CJK_JAPANESE if japanese and cjk == CJK_CHINESE else cjk
        if out and out[-1][0] == chosen:
            out[-1] = (chosen, out[-1][1] + ch)
        else:
            out.append((chosen, ch))
    return tuple(out)


def width(text: str, size: float, font: str = REGULAR) -> float:
    """The printed width of ``text`` in points, fallback runs included."""
    return float(sum(pdfmetrics.stringWidth(part, name, size) for name, part in runs(text, font)))


def covers(text: str, font: str = REGULAR) -> bool:
    """True when DejaVu draws every character of ``text`` itself."""
    register()
    covered = _covered[font]
    return all(ord(ch) in covered for ch in unicodedata.normalize("NFC", text))
