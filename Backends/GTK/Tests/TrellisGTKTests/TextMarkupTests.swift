import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Text styles become Pango markup; the text itself is always escaped, never markup.
@Suite struct TextMarkupTests {
  @Test func plainTextIsEscapedAndUnwrapped() {
    #expect(TextMarkup.markup("a < b & \"c\"", style: nil) == "a &lt; b &amp; &quot;c&quot;")
    #expect(TextMarkup.markup("<b>x</b>", style: HostTextStyle()) == "&lt;b&gt;x&lt;/b&gt;")
  }

  @Test func weightSlantColourAndSize() {
    var style = HostTextStyle()
    style.bold = true
    style.italic = true
    style.foreground = .named("red")
    style.textStyle = "title"
    #expect(
      TextMarkup.markup("Hi", style: style)
        == "<span weight=\"bold\" style=\"italic\" foreground=\"#ff3b30\" size=\"x-large\">Hi</span>"
    )
  }

  @Test func captionsAreSmallerAndBodyKeepsItsSize() {
    #expect(TextMarkup.relativeSize("caption") == "smaller")
    #expect(TextMarkup.relativeSize("footnote") == "smaller")
    #expect(TextMarkup.relativeSize("body") == nil)
    #expect(TextMarkup.relativeSize("headline") == nil)
  }

  @Test func rgbColoursBecomeHex() {
    #expect(TextMarkup.hex(.rgb(red: 1, green: 0.5, blue: 0, opacity: 1)) == "#ff8000")
    #expect(TextMarkup.hex(.named("primary")) == nil)
  }
}
