import Foundation
import Testing

/// catalogue-gtk driven from the keyboard and the pointer with xdotool and read through
/// AT-SPI: PageDown and Down scroll its list by pixels (a page less a tenth, a row), its
/// styled order button shows that it is held while the pointer holds it, and its icon-only
/// clear button is named.
@Suite(.serialized) struct ScrollingKeysEndToEndTests {
  /// The tops of the item labels in `window`, by name.
  private func tops(_ window: AccessibleTree.Node) -> [String: Int] {
    var tops: [String: Int] = [:]
    for label in window.nodes(role: "label") where label.name.hasPrefix("Item ") {
      if let extents = label.extents { tops[label.name] = extents[1] }
    }
    return tops
  }

  @Test func pageDownAndDownScrollTheListByPixels() throws {
    let app = try GTKAppSession(
      product: "catalogue-gtk", test: "scrolling-keys", accessibility: true)
    defer { app.stop() }
    var window = try #require(
      try app.waitForAccessibleTree("the catalogue") {
        $0.windows.first.map { tops($0)["Item 0"] != nil } == true
      }.windows.first)
    let before = tops(window)
    let pane = try #require(window.innermost("scroll pane", holding: "Item 0"), "\(window)")
    let listTop = try #require(pane.extents)[1]
    // From the latest frame: the header bar takes its room once the window is mapped.
    let latest = app.readTree() ?? app.tree
    let list = try #require(latest.main.widgets(.list).first, "no list:\n\(latest)")
    let page = Int((list.height * 0.9).rounded())

    try app.key("Page_Down")
    window = try #require(
      try app.waitForAccessibleTree("the list a page down") {
        $0.windows.first.map { tops($0)["Item 0"] == nil } == true
      }.windows.first)
    app.screenshot("page-down")
    let after = tops(window)
    let moved = Set(after.compactMap { name, y in before[name].map { $0 - y } })
    // The rows at the bottom stay in view at the top, each moved by the same page.
    #expect(moved == [page], "page \(page): \(before) -> \(after)")

    try app.key("Home")
    _ = try app.waitForAccessibleTree("the list back at its top") {
      $0.windows.first.map { tops($0) == before } == true
    }
    // The rows sit in a box 12 pixels below the list's top, each label 8 pixels down in its
    // row. Down puts the next row's top edge (the line above it) at the list's top, rows of
    // two heights: its label 8 pixels below.
    let first = try #require(before["Item 0"])
    #expect(first == listTop + 20, "\(before), list from \(listTop)")
    for index in 1...3 {
      try app.key("Down")
      window = try #require(
        try app.waitForAccessibleTree("item \(index) at the top") {
          $0.windows.first.map { tops($0)["Item \(index)"] == listTop + 8 } == true
        }.windows.first)
    }
    app.screenshot("three-rows-down")
    #expect(tops(window)["Item 0"] == nil || tops(window)["Item 0"]! < listTop)
  }

  @Test func aStyledButtonShowsItIsHeldAndAnIconButtonIsNamed() throws {
    let app = try GTKAppSession(
      product: "catalogue-gtk", test: "held-button", accessibility: true)
    defer { app.stop() }
    let tree = try app.waitForAccessibleTree("the order button") {
      $0.windows.first?.node(role: "label", name: "Hold to order") != nil
    }
    let window = try #require(tree.windows.first)
    // The icon-only button reads as its label's title.
    #expect(window.node(role: "push button", name: "Clear orders") != nil, "\(window)")

    let latest = app.readTree() ?? app.tree
    let order = try #require(
      latest.main.widgets(.button).first { $0.text.contains("Order") }, "\(latest)")
    let (x, y) = order.centre
    try app.xdotool([
      "mousemove", "--window", app.window, "\(x + Int(latest.main.contentX))",
      "\(y + Int(latest.main.contentY))", "mousedown", "1",
    ])
    _ = try app.waitForAccessibleTree("the button held") {
      $0.windows.first?.node(role: "label", name: "Release to order") != nil
    }
    app.screenshot("held")
    try app.xdotool(["mouseup", "1"])
    let released = try app.waitForAccessibleTree("the order placed") {
      $0.windows.first?.node(role: "label", name: "Orders: 1") != nil
    }
    #expect(released.windows.first?.node(role: "label", name: "Hold to order") != nil)
  }
}
