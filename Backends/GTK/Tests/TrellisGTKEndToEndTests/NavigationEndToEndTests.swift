import Foundation
import Testing

/// navigation-gtk's header bar driven from outside: the navigation title is the window's,
/// and Alt+Left and Escape go back from a pushed view (a screenshot after each step).
@Suite(.serialized) struct NavigationEndToEndTests {
  @Test func altLeftAndEscapeGoBack() throws {
    let app = try GTKAppSession(product: "navigation-gtk", test: "navigation")
    defer { app.stop() }
    #expect(app.tree.main.title == "Library", "\(app.tree)")
    #expect(app.tree.main.contentY > 0, "the content starts below the header bar")
    app.screenshot("library")
    try app.step("push", "the poetry shelf pushed") {
      try app.click(try app.widget(.button, "Poetry"))
    } until: {
      $0.main.title == "Poetry" && $0.main.widget(.label, "Poems") != nil
    }
    var tree = try app.step("alt-left", "back at the library") {
      try app.key("alt+Left")
    } until: {
      $0.main.title == "Library"
    }
    #expect(tree.main.widget(.label, "Shelves") != nil, "\(tree)")
    try app.step("push-again", "the poetry shelf pushed again") {
      try app.click(try app.widget(.button, "Poetry"))
    } until: {
      $0.main.title == "Poetry"
    }
    tree = try app.step("escape", "back at the library again") {
      try app.key("Escape")
    } until: {
      $0.main.title == "Library"
    }
    #expect(tree.main.widget(.button, "Poetry") != nil, "\(tree)")
  }
}
