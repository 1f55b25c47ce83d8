import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The host interface reports a text's style as facts (weight, level, text style, colour),
/// not as the substitutions a terminal makes for them.
@MainActor
@Suite struct HostAppearanceTests {
  private func style<V: View>(of text: String, in view: V) throws -> HostTextStyle {
    let core = HostCore(root: view, width: 30, height: 8)
    // Modifiers around the text are elements too; only the `Text` has a style.
    let texts = core.elements.filter { $0.text == text }.compactMap(\.textStyle)
    return try #require(texts.first)
  }

  @Test func aTitleReportsItsTextStyleAtRegularWeight() throws {
    let style = try style(of: "Title", in: Text("Title").font(.title))
    #expect(style.textStyle == .title)
    #expect(style.weight == .regular)
    #expect(!style.isSecondary)
  }

  @Test func aHeadlineIsSemibold() throws {
    let style = try style(of: "Head", in: Text("Head").font(.headline))
    #expect(style.textStyle == .headline)
    #expect(style.weight == .semibold)
  }

  @Test func boldOnTheTextTheFontOrAContainerIsBold() throws {
    #expect(try style(of: "A", in: Text("A").bold()).weight == .bold)
    #expect(try style(of: "B", in: Text("B").font(.title.bold())).weight == .bold)
    #expect(try style(of: "C", in: VStack { Text("C") }.bold()).weight == .bold)
    #expect(try style(of: "D", in: Text("D")).weight == .regular)
  }

  @Test func italicIsReported() throws {
    #expect(try style(of: "I", in: Text("I").italic()).italic)
    #expect(try !style(of: "J", in: Text("J")).italic)
  }

  @Test func theSecondaryLevelIsReportedWithoutAColour() throws {
    let secondary = try style(of: "S", in: Text("S").foregroundStyle(.secondary))
    #expect(secondary.isSecondary)
    #expect(secondary.foreground == nil)
    #expect(try style(of: "C", in: Text("C").foregroundColor(.secondary)).isSecondary)
    #expect(try !style(of: "P", in: Text("P").foregroundStyle(.primary)).isSecondary)
  }

  @Test func aCaptionIsNeitherSecondaryNorBold() throws {
    let caption = try style(of: "Note", in: Text("Note").font(.caption))
    #expect(caption.textStyle == .caption)
    #expect(caption.weight == .regular)
    #expect(!caption.isSecondary)
  }

  @Test func aDisabledTextIsNotReportedDimmerOnlyDisabled() throws {
    let core = HostCore(root: Text("Off").disabled(true), width: 30, height: 4)
    let element = try #require(core.elements.first { $0.text == "Off" && $0.textStyle != nil })
    #expect(!element.isEnabled)
    #expect(element.textStyle == HostTextStyle())
  }

  @Test func namedColoursArriveAsComponents() throws {
    let red = try style(of: "R", in: Text("R").foregroundStyle(.red))
    #expect(red.foreground == HostColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    let accent = try style(of: "A", in: Text("A").foregroundColor(.accentColor))
    #expect(accent.foreground == HostColor(red: 0, green: 122.0 / 255, blue: 1))
  }

  /// Every system colour is a `ShapeStyle` member too, as Apple's are, so
  /// `foregroundStyle(.yellow)` is the same colour as `foregroundColor(.yellow)`.
  @Test func everySystemColourIsAShapeStyleMember() throws {
    func same<S: ShapeStyle>(_ style: S, _ color: Color) throws {
      let viaStyle = try self.style(of: "S", in: Text("S").foregroundStyle(style))
      let viaColor = try self.style(of: "C", in: Text("C").foregroundColor(color))
      #expect(viaStyle.foreground != nil)
      #expect(viaStyle.foreground == viaColor.foreground)
    }
    try same(.yellow, .yellow)
    try same(.mint, .mint)
    try same(.teal, .teal)
    try same(.cyan, .cyan)
    try same(.indigo, .indigo)
    try same(.purple, .purple)
    try same(.pink, .pink)
    try same(.brown, .brown)
    #expect(HierarchicalShapeStyle.quinary != .quaternary)
  }

  @Test func componentColoursKeepTheirOpacityAndPrimaryIsTheDefault() throws {
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
    let custom = try style(of: "X", in: Text("X").foregroundColor(color))
    #expect(custom.foreground == HostColor(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
    #expect(try style(of: "P", in: Text("P").foregroundColor(.primary)).foreground == nil)
  }

  @Test func onlyTextHasATextStyle() throws {
    let core = HostCore(root: Button("Go") {}, width: 30, height: 4)
    let button = try #require(core.elements.first { $0.kind == .button })
    #expect(button.textStyle == nil)
  }
}
