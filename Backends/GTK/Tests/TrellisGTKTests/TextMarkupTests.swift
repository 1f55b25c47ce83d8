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
      foreground: HostColor(red: 1, green: 0.231, blue: 0.188), textStyle: .title)
    #expect(
      TextMarkup.markup("Hi", style: style)
        == "<span weight=\"bold\" style=\"italic\" alpha=\"60%\" foreground=\"#ff3b30\""
        + " size=\"x-large\">Hi</span>")
  }

  @Test func aTitleIsLargerButKeepsItsRegularWeight() {
    #expect(
      TextMarkup.markup("T", style: HostTextStyle(textStyle: .title))
        == "<span size=\"x-large\">T</span>")
  }

  @Test func aHeadlineIsSemiboldAtTheBodySize() {
    let headline = HostTextStyle(weight: .semibold, textStyle: .headline)
    #expect(TextMarkup.markup("H", style: headline) == "<span weight=\"semibold\">H</span>")
  }

  @Test func captionsAreSmallerNotFaded() {
    #expect(TextMarkup.relativeSize(.caption) == "smaller")
    #expect(TextMarkup.relativeSize(.footnote) == "smaller")
    #expect(
      TextMarkup.markup("c", style: HostTextStyle(textStyle: .caption))
        == "<span size=\"smaller\">c</span>")
  }

  @Test func bodyAndHeadlineKeepTheBodySize() {
    #expect(TextMarkup.relativeSize(.body) == nil)
    #expect(TextMarkup.relativeSize(.headline) == nil)
  }

  @Test func coloursBecomeHex() {
    #expect(TextMarkup.hex(HostColor(red: 1, green: 0.5, blue: 0)) == "#ff8000")
    #expect(TextMarkup.hex(HostColor(red: 0, green: 0, blue: 0)) == "#000000")
  }
}
