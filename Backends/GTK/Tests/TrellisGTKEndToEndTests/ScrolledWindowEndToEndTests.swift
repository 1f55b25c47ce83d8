import Foundation
import Testing

/// catalogue-gtk read through AT-SPI, as a screen reader reads it: its list and scroll view
/// are GTK scrolled windows that scroll by pixels, with scroll bars whose range is the
/// content; its settings sheet has a header bar whose back button pops the sheet's
/// navigation stack.
@Suite(.serialized) struct ScrolledWindowEndToEndTests {
  /// The labels of `window` whose names start with `prefix`, by name, with their tops.
  private func tops(_ window: AccessibleTree.Node, _ prefix: String) -> [String: Int] {
    var tops: [String: Int] = [:]
    for label in window.nodes(role: "label") where label.name.hasPrefix(prefix) {
      if let extents = label.extents { tops[label.name] = extents[1] }
    }
    return tops
  }

  /// The ranges of the scroll bars shown (GTK keeps a hidden one at no size), as their
  /// value objects tell them: least, greatest and current value.
  private func scrollBars(_ window: AccessibleTree.Node) -> [(range: [Double], value: Double)] {
    window.nodes(role: "scroll bar").filter {
      ($0.extents?[2] ?? 0) > 0 && ($0.extents?[3] ?? 0) > 0
    }
    .compactMap { bar in
      bar.all.first { $0.range != nil }.map { ($0.range!, $0.value ?? -1) }
    }
  }

  @Test func theListAndTheScrollViewScrollByPixels() throws {
    let app = try GTKAppSession(
      product: "catalogue-gtk", test: "scrolled-windows", accessibility: true)
    defer { app.stop() }
    var tree = try app.waitForAccessibleTree("the catalogue") {
      $0.windows.first.map { tops($0, "Item ")["Item 0"] != nil } == true
    }
    app.screenshot("read")
    var window = try #require(tree.windows.first)
    // The list's bar spans a thousand rows of 16 px or more; the notes' bar 30 lines.
    let bars = scrollBars(window)
    #expect(bars.count == 2, "\(window)")
    let ranges = bars.compactMap(\.range.last)
    #expect(ranges.contains { $0 > 16_000 }, "ranges \(ranges)")
    #expect(ranges.contains { $0 > 300 && $0 < 1_500 }, "ranges \(ranges)")
    let before = tops(window, "Item ")
    // The rows are read as the list's own: the boxes they are drawn in, and the lines
    // between them, are not read at all.
    let listPane = try #require(window.innermost("scroll pane", holding: "Item 0"))
    #expect(listPane.nodes(role: "separator").isEmpty, "\(listPane)")
    #expect(
      !listPane.all.contains {
        $0.name == "GtkFixed" && $0.children.allSatisfy { $0.role == "separator" }
      },
      "\(listPane)")

    let list = try #require(app.tree.main.widgets(.list).first, "no list:\n\(app.tree)")
    try app.wheel(1, over: list)
    tree = try app.waitForAccessibleTree("the list scrolled") { tree in
      tree.windows.first.map { tops($0, "Item ")["Item 0"] != before["Item 0"] } == true
    }
    // Settled: the wheel's step is animated.
    Thread.sleep(forTimeInterval: 1)
    tree = try app.accessibleTree()
    app.screenshot("list-scrolled")
    window = try #require(tree.windows.first)
    let after = tops(window, "Item ")
    let moved = Set(after.compactMap { name, y in before[name].map { $0 - y } })
    // Every row moved by the same number of pixels, the scroll bar's value.
    #expect(moved.count == 1, "\(before) -> \(after)")
    let distance = try #require(moved.first)
    let listBar = try #require(scrollBars(window).first { ($0.range.last ?? 0) > 16_000 })
    #expect(abs(Double(distance) - listBar.value) <= 1, "moved \(distance), \(listBar)")
    // Not by whole rows: the first row shown is cut at the list's top, a line of it read
    // above that top.
    let pane = try #require(window.innermost("scroll pane", holding: "Item 1"), "\(window)")
    let listTop = try #require(pane.extents)[1]
    let firstShown = try #require(after.values.min())
    let lines = pane.nodes(role: "label").filter {
      $0.name.hasPrefix("Item ") || $0.name == "On sale"
    }
    .compactMap { $0.extents?[1] }
    #expect(lines.contains { $0 < listTop }, "\(lines), list from \(listTop)")
    print(
      "catalogue-gtk: one wheel step moved the list by \(distance) px (first label at \(firstShown), list from \(listTop))"
    )

    // The notes beside it scroll by pixels too.
    let notesBefore = tops(window, "Note ")
    let notes = try #require(app.tree.main.widgets(.list).last, "no scroll view")
    try app.wheel(1, over: notes)
    Thread.sleep(forTimeInterval: 1)
    window = try #require(
      try app.waitForAccessibleTree("the notes scrolled") { tree in
        tree.windows.first.map {
          tops($0, "Note ")["Note 5 on the catalogue"] != notesBefore["Note 5 on the catalogue"]
        } == true
      }.windows.first)
    let notesMoved = Set(
      tops(window, "Note ").compactMap { name, y in notesBefore[name].map { $0 - y } })
    #expect(notesMoved.count == 1 && notesMoved.first! > 0, "\(notesMoved)")
  }

  @Test func aSheetsBackButtonPopsItsNavigationStack() throws {
    let app = try GTKAppSession(product: "catalogue-gtk", test: "sheet-back", accessibility: true)
    defer { app.stop() }
    try app.step("open", "the settings sheet") {
      try app.click(try app.widget(.button, "Settings"))
    } until: {
      $0.modals.first?.title == "Settings"
    }
    try app.step("push", "the advanced page") {
      try app.keyInFocusedWindow("Return")
    } until: {
      $0.modals.first?.title == "Advanced"
    }
    var tree = try app.waitForAccessibleTree("the sheet's back button") { tree in
      tree.windows.contains {
        $0.name == "Advanced" && $0.node(role: "push button", name: "Back") != nil
      }
    }
    let sheet = try #require(tree.windows.first { $0.name == "Advanced" }, "\(tree)")
    #expect(sheet.node(role: "label", name: "Advanced options") != nil, "\(sheet)")
    try app.step("alt-left", "back to the settings") {
      try app.keyInFocusedWindow("alt+Left")
    } until: {
      $0.modals.first?.title == "Settings"
    }
    tree = try app.waitForAccessibleTree("the sheet back at its root") { tree in
      tree.windows.contains {
        $0.name == "Settings" && $0.node(role: "label", name: "General") != nil
      }
    }
    #expect(!tree.windows.contains { $0.node(role: "label", name: "Advanced options") != nil })
    // Escape on a pushed page goes back, as in a GNOME dialog; at the root it closes the sheet.
    try app.step("push-again", "the advanced page again") {
      try app.keyInFocusedWindow("Return")
    } until: {
      $0.modals.first?.title == "Advanced"
    }
    try app.step("escape-back", "back to the settings, the sheet open") {
      try app.keyInFocusedWindow("Escape")
    } until: {
      $0.modals.first?.title == "Settings"
    }
    try app.step("escape-close", "the sheet closed") {
      try app.keyInFocusedWindow("Escape")
    } until: {
      $0.modals.isEmpty
    }
  }
}
