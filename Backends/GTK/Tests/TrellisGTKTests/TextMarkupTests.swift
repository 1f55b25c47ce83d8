import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Text styles become Pango markup; the text itself is always escaped, never markup.
@Suite struct TextMarkupTests {
  @Test func plainTextIsEscapedAndUnwrapped() {
    #expect(TextMarkup.markup("a < b & \"c\"", style: nil) == "a &lt; b &amp; &quot;c&quot;")
    #expect(TextMarkup.markup("<b>x</b>", style: HostTextStyle()) == "&lt;b&gt;x&lt;/b&gt;")
  }

  @Test func weightSlantLevelColourAndSize() {
    let style = HostTextStyle(
      weight: .bold, italic: true, isSecondary: true,
      foreground: HostColor(red: 1, green: 0.231, blue: 0.188), textStyle: .title3)
    #expect(
      TextMarkup.markup("Hi", style: style)
        == "<span weight=\"700\" style=\"italic\" size=\"118%\" alpha=\"60%\""
        + " foreground=\"#ff3b30\">Hi</span>")
  }

  /// libadwaita's ramp: titles are larger and heavier than the body, relative to the user's
  /// font.
  @Test func titlesFollowTheAdwaitaTypeRamp() {
    #expect(
      TextMarkup.markup("T", style: HostTextStyle(textStyle: .title))
        == "<span weight=\"800\" size=\"136%\">T</span>")
    #expect(
      TextMarkup.markup("T", style: HostTextStyle(textStyle: .largeTitle))
        == "<span weight=\"800\" size=\"181%\">T</span>")
  }

  @Test func aHeadlineIsBoldAtTheBodySize() {
    let headline = HostTextStyle(weight: .semibold, textStyle: .headline)
    #expect(TextMarkup.markup("H", style: headline) == "<span weight=\"700\">H</span>")
  }

  @Test func captionsAreSmallerNotFaded() {
    #expect(TypeRamp.face(.caption) == TypeRamp.Face(percent: 82, weight: 400))
    #expect(TypeRamp.face(.footnote).percent < 100)
    #expect(
      TextMarkup.markup("c", style: HostTextStyle(textStyle: .caption))
        == "<span size=\"82%\">c</span>")
  }

  @Test func bodyHasNoAttributes() {
    #expect(TextMarkup.markup("b", style: HostTextStyle(textStyle: .body)) == "b")
  }

  /// Layout measures text with the markup the label shows, so the two are the same size.
  @Test func theMeasuredMarkupIsTheLabelsMarkup() {
    let measured = _MeasuredText(string: "A & B", style: .title2, isBold: true, isItalic: true)
    let shown = HostTextStyle(weight: .bold, italic: true, textStyle: .title2)
    #expect(TypeRamp.markup(measured) == TextMarkup.markup("A & B", style: shown))
  }

  @Test func coloursBecomeHex() {
    #expect(TextMarkup.hex(HostColor(red: 1, green: 0.5, blue: 0)) == "#ff8000")
    #expect(TextMarkup.hex(HostColor(red: 0, green: 0, blue: 0)) == "#000000")
  }
}
