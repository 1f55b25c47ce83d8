import Foundation
import Testing

/// Drives the real `search` binary (seed 002's SearchViewModel over a word list) in a tmux
/// pane, watching its 300 ms debounce from outside.
@Suite struct SearchEndToEndTests {
  /// The result rows: the lines under the "N matches" line, scroll indicator stripped.
  private func results(in screen: String) -> [String] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let summary = lines.firstIndex(where: { $0.hasSuffix(" matches") || $0 == "1 match" })
    else { return [] }
    return lines[(summary + 1)...]
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │┃")) }
      .filter { !$0.isEmpty }
  }

  @Test func fastKeystrokesRunOneSearchAfterTheDebounce() throws {
    let pane = try TmuxPane(product: "search", columns: 80, rows: 24)
    // The pipeline's first debounce, for the empty text, has fired.
    let idle = try pane.waitFor("Searches run: 1 for 0 keystrokes")
    #expect(idle.found, "the initial search did not run:\n\(idle.screen)")

    try pane.keys("Tab")
    let typedAt = Date()
    try pane.type("ap")
    // Until the search runs, no screen may show its results.
    var earlyResults: [String] = []
    let searched = try pane.waitUntil { screen in
      if screen.contains("waiting…") && !results(in: screen).isEmpty { earlyResults.append(screen) }
      return screen.contains("typed: \"ap\"  ·  searched: \"ap\"")
    }
    let elapsed = Date().timeIntervalSince(typedAt)
    #expect(searched.found, "the search for \"ap\" did not run:\n\(searched.screen)")
    #expect(earlyResults.isEmpty, "results shown while waiting:\n\(earlyResults.first ?? "")")
    #expect(elapsed >= 0.3, "results came after \(elapsed) s, before the 300 ms debounce")

    // Two keystrokes within the debounce: one search.
    #expect(searched.screen.contains("Searches run: 2 for 2 keystrokes"), "\(searched.screen)")
    let words = results(in: searched.screen)
    #expect(words.starts(with: ["ape", "apple", "apricot"]), "results: \(words)")
    #expect(words.contains("grape"))
    #expect(!words.isEmpty && words.allSatisfy { $0.contains("ap") }, "results: \(words)")

    try pane.keys("BSpace")
    let widened = try pane.waitFor("typed: \"a\"  ·  searched: \"a\"")
    #expect(widened.found, "Backspace did not search again:\n\(widened.screen)")
    #expect(widened.screen.contains("Searches run: 3 for 3 keystrokes"), "\(widened.screen)")
    let more = results(in: widened.screen)
    #expect(more.first == "aardvark", "results: \(more)")
    #expect(more.allSatisfy { $0.contains("a") }, "results: \(more)")

    try pane.type("xq")
    let none = try pane.waitFor("No words contain \"axq\".")
    #expect(none.found, "a query with no match:\n\(none.screen)")

    // Escape in the search field ends the search: the field is cleared (and searched), and
    // focus leaves it; `/` brings focus back to it.
    try pane.keys("Escape")
    let cleared = try pane.waitFor("typed: \"\"  ·  searched: \"\"")
    #expect(cleared.found, "Escape did not clear the search field:\n\(cleared.screen)")
    try pane.type("/fig")
    let fig = try pane.waitFor("typed: \"fig\"  ·  searched: \"fig\"")
    #expect(fig.found, "/ did not focus the search field:\n\(fig.screen)")

    try pane.quitAndExpectRestored()
    #expect(try !pane.screen().contains("Searches run"), "the app's screen is still shown")
  }

  @Test func textHostPrintsTheFirstFrameBeforeAnySearch() throws {
    let run = try runWithTextHost(product: "search", columns: 80, rows: 24)
    #expect(run.status == 0, "exit status \(run.status):\n\(run.output)")
    for text in [
      "Search", "[Search ", "typed: \"\"  ·  waiting…", "Searches run: 0 for 0 keystrokes",
    ] {
      #expect(run.output.contains(text), "no \(text) in the frame:\n\(run.output)")
    }
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 25, "more than 24 rows:\n\(run.output)")
    #expect(!run.output.contains("\u{1B}"), "escape sequences in the plain-text frame")
  }
}
