import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The terminal's colour scheme: from the background it reports, else `COLORFGBG`, else
/// light; and the views see it from their first `body`.
@MainActor
@Suite struct TerminalAppearanceTests {
  @Test func theReportedBackgroundDecidesOverCOLORFGBG() {
    let dark = RGBColor(red: 0.1, green: 0.1, blue: 0.12)
    let light = RGBColor(red: 0.99, green: 0.96, blue: 0.89)
    #expect(_TerminalAppearance.colorScheme(background: dark, environment: [:]) == .dark)
    #expect(
      _TerminalAppearance.colorScheme(background: light, environment: ["COLORFGBG": "15;0"])
        == .light)
    #expect(
      _TerminalAppearance.colorScheme(background: dark, environment: ["COLORFGBG": "0;15"])
        == .dark)
  }

  @Test(arguments: [
    ("15;0", ColorScheme.dark), ("0;15", .light), ("0;default;15", .light), ("7;8", .dark),
    ("15;6", .dark), ("0;7", .light), ("15;9", .light), ("nonsense", .light), ("", .light),
    ("15;", .light),
  ])
  func withoutAnAnswerCOLORFGBGsBackgroundDecides(fgbg: String, scheme: ColorScheme) {
    #expect(
      _TerminalAppearance.colorScheme(background: nil, environment: ["COLORFGBG": fgbg])
        == scheme)
  }

  @Test func withNeitherTheSchemeIsLight() {
    #expect(_TerminalAppearance.colorScheme(background: nil, environment: [:]) == .light)
  }

  /// Records the scheme each `body` read.
  final class Seen { var schemes: [ColorScheme] = [] }

  struct Recorder: View {
    let seen: Seen
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
      seen.schemes.append(colorScheme)
      return Text(colorScheme == .dark ? "dark" : "light")
    }
  }

  @Test func theFirstBodyAlreadyReadsTheSchemeTheHostFound() {
    let seen = Seen()
    let core = HostCore(root: Recorder(seen: seen), width: 20, height: 3, colorScheme: .dark)
    #expect(core.text.contains("dark"))
    #expect(seen.schemes == [.dark])
  }
}
