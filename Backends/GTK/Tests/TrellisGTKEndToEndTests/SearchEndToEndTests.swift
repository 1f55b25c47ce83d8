import Foundation
import Testing

/// The search app (`search-gtk`, seed 002's view model) in a GTK window: fast keystrokes in
/// the field run one search, and its results appear only after the 300 ms debounce.
@Suite(.serialized) struct SearchEndToEndTests {
  @Test func fastKeystrokesRunOneSearchAfterTheDebounce() throws {
    let app = try GTKAppSession(product: "search-gtk", test: "search")
    defer { app.stop() }
    var tree = app.tree
    #expect(
      tree.main.title == "Search" || tree.main.widget(.label, "Search") != nil,
      "the navigation title is shown neither as the window's title nor as a label:\n\(tree)")

    // The pipeline's first debounce, for the empty text, fires on its own.
    tree = try app.waitForTree("the first search, for the empty text") {
      $0.main.label(startingWith: "Searches run:")?.text == "Searches run: 1 for 0 keystrokes"
    }
    let field = try #require(tree.main.widgets(.searchEntry).first, "no search entry:\n\(tree)")
    try app.step("focus-field", "the search field focused") {
      try app.click(field)
    } until: {
      $0.main.widgets(.searchEntry).first?.isFocused == true
    }

    try app.type("ap")
    let typedAt = Date()
    var early: WidgetTree?
    tree = try app.waitForTree("the search for \"ap\" with its results") { tree in
      let status = tree.main.label(startingWith: "typed:")?.text ?? ""
      if status.hasSuffix("waiting…") && !results(in: tree).isEmpty { early = tree }
      return status == "typed: \"ap\"  ·  searched: \"ap\""
    }
    let elapsed = Date().timeIntervalSince(typedAt)
    app.screenshot("searched-ap")
    #expect(
      early == nil, "results shown while the debounce waited:\n\(early.map { "\($0)" } ?? "")")
    #expect(elapsed >= 0.25, "results came \(elapsed) s after the last keystroke, not 0.3 s")
    #expect(tree.main.widgets(.searchEntry).first?.text == "ap", "\(tree)")
    // Two keystrokes within the debounce: one search.
    #expect(
      tree.main.label(startingWith: "Searches run:")?.text == "Searches run: 2 for 2 keystrokes",
      "\(tree)")
    let words = results(in: tree)
    #expect(words.starts(with: ["ape", "apple", "apricot"]), "results: \(words)")
    #expect(words.allSatisfy { $0.contains("ap") }, "results: \(words)")

    tree = try app.step("type-xq", "no match for \"apxq\"") {
      try app.type("xq")
    } until: {
      $0.main.widget(.label, "No words contain \"apxq\".") != nil
    }
    #expect(results(in: tree).isEmpty, "results for no match: \(results(in: tree))")
  }

  /// A screen reader reads the search app's field as a search box named by its prompt.
  @Test func aScreenReaderReadsTheSearchFieldByItsPrompt() throws {
    let app = try GTKAppSession(
      product: "search-gtk", test: "search-accessibility", accessibility: true)
    defer { app.stop() }
    let tree = try app.waitForAccessibleTree("the search field") {
      $0.root.all.contains { $0.name.hasPrefix("Search ") && $0.name.hasSuffix(" words") }
    }
    let window = try #require(tree.windows.first, "\(tree)")
    let field = try #require(
      window.all.first { $0.name.hasPrefix("Search ") && $0.name.hasSuffix(" words") }, "\(window)")
    // GTK gives AT-SPI a search box as an "entry"; a plain text field is a "text".
    #expect(field.role == "entry", "\(window)")
    #expect(window.nodes(role: "text").allSatisfy { $0.name != field.name }, "\(window)")
  }
}

/// The result rows: the labels after the "N matches" (or "1 match") label.
private func results(in tree: WidgetTree) -> [String] {
  let labels = tree.main.texts(.label)
  guard let summary = labels.firstIndex(where: { $0.hasSuffix(" matches") || $0 == "1 match" })
  else { return [] }
  return Array(labels[(summary + 1)...])

}
