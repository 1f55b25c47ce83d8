import Foundation
import Testing

/// tabs-gtk read through AT-SPI as a screen reader reads it, and switched with Ctrl+PageDown
/// and Ctrl+PageUp from outside (a screenshot after each step).
@Suite(.serialized) struct TabsEndToEndTests {
  @Test func aScreenReaderReadsAPageTabListAndTheKeysSwitchTabs() throws {
    let app = try GTKAppSession(product: "tabs-gtk", test: "tabs", accessibility: true)
    defer { app.stop() }
    let tree = try app.waitForAccessibleTree("the tab bar") {
      $0.root.node(role: "page tab list") != nil
    }
    app.screenshot("tabs")
    let list = try #require(tree.root.node(role: "page tab list"), "\(tree)")
    // The tabs are named by their titles, in every script; a badge is the description.
    let tabs = list.nodes(role: "page tab")
    #expect(tabs.map(\.name) == ["Inbox", "क्षि 漢字", "Search"], "\(list)")
    #expect(tabs.first?.details == "3", "\(list)")
    #expect(tabs.first?.has("checked") == true || tabs.first?.has("pressed") == true, "\(list)")
    #expect(app.tree.main.widgets(.tabBar).first?.state == "0", "\(app.tree)")
    // Only the selected tab's views are shown.
    #expect(app.tree.main.widget(.label, "Unread: 3") != nil, "\(app.tree)")
    #expect(app.tree.main.widgets(.entry).isEmpty, "\(app.tree)")

    try app.step("next-tab", "the drafts tab shown") {
      try app.key("ctrl+Next")
    } until: {
      $0.main.widgets(.tabBar).first?.state == "1" && $0.main.widgets(.entry).count == 1
    }
    try app.step("previous-tab", "the inbox shown again, past the first: the last") {
      try app.key("ctrl+Prior")
      try app.key("ctrl+Prior")
    } until: {
      $0.main.widgets(.tabBar).first?.state == "2"
        && $0.main.widget(.label, "Search the mail") != nil
    }
    // Tab focuses the bar, on the selected tab's button; Left moves GTK's focus to the
    // button before it, which Space selects.
    try app.step("focus-bar", "the bar focused") {
      try app.key("Tab")
    } until: {
      $0.main.widgets(.tabBar).first?.isFocused == true
    }
    try app.step("left-space", "the drafts tab selected from the keyboard") {
      try app.key("Left")
      try app.key("space")
    } until: {
      $0.main.widgets(.tabBar).first?.state == "1" && $0.main.widgets(.entry).count == 1
    }
  }
}
