import Testing

/// A long list of fields and buttons (`guest-list-gtk`) through the wheel and the keyboard:
/// a focused field scrolled out of view keeps focus and its text and typing goes on in it;
/// Tab reaches the rows below the fold and scrolls them into view; scrolling, by the wheel
/// or by the keys, never moves focus.
@Suite(.serialized) struct ScrolledFocusEndToEndTests {
  @Test func aFocusedFieldScrolledOutOfViewKeepsFocusAndTyping() throws {
    let app = try GTKAppSession(product: "guest-list-gtk", test: "scrolled-focus-typing")
    defer { app.stop() }
    let list = try #require(app.tree.main.widgets(.list).first, "no list:\n\(app.tree)")
    let first = try #require(app.tree.main.widgets(.entry).first, "no field:\n\(app.tree)")

    try app.step("click-guest-1", "Guest 1's field focused") {
      try app.click(first)
    } until: {
      $0.main.widgets(.entry).first?.isFocused == true
    }
    try app.step("type", "the first words in Guest 1's field") {
      try app.type("Tea for")
    } until: {
      $0.main.widgets(.entry).first?.text == "Tea for"
    }

    // Scrolled away: the field is out of sight (above the content) but still focused.
    var tree = try app.step("scroll-away", "Guest 1's row out of view, its field focused") {
      try app.wheel(12, over: list)
    } until: { tree in
      tree.main.widget(.button, "Greet 1") == nil
        && tree.main.widgets.contains { $0.isFocused && $0.kind == .entry && $0.y < 0 }
    }
    #expect(tree.main.widgets.filter(\.isFocused).map(\.text) == ["Tea for"], "\(tree)")

    // Typing goes on in it, not in a field or button that came into view, and scrolls its
    // row back into view.
    tree = try app.step("type-out-of-view", "the rest in Guest 1's field, back in view") {
      try app.type(" two, please")
    } until: { tree in
      tree.main.widgets.contains {
        $0.isFocused && $0.text == "Tea for two, please" && $0.y >= list.y
          && $0.y + $0.height <= list.y + list.height
      }
    }
    #expect(tree.main.widget(.button, "Greet 1") != nil, "\(tree)")
    #expect(tree.main.widgets(.entry).filter { !$0.isFocused }.allSatisfy { $0.text.isEmpty })
    #expect(tree.main.label(startingWith: "Greeted:")?.text == "Greeted: nobody", "\(tree)")

    // Away again and back: in view, in its place, with all of its text and still focused.
    // (Typing left the row at the top, where the wheel up alone would move nothing.)
    tree = try app.step("scroll-back", "Guest 1's row back, focused with its text") {
      try app.wheel(6, over: list)
      try app.wheel(-12, over: list)
    } until: { tree in
      tree.main.widget(.button, "Greet 1") != nil
        && tree.main.widgets(.entry).first.map { $0.isFocused && $0.y >= list.y } == true
    }
    #expect(tree.main.widgets(.entry).first?.text == "Tea for two, please", "\(tree)")
    #expect(tree.main.widgets(.entry).dropFirst().allSatisfy { $0.text.isEmpty }, "\(tree)")
    #expect(tree.main.label(startingWith: "Greeted:")?.text == "Greeted: nobody", "\(tree)")
  }

  @Test func tabReachesTheRowsBelowTheFoldAndScrollsThemIntoView() throws {
    let app = try GTKAppSession(product: "guest-list-gtk", test: "scrolled-focus-tab")
    defer { app.stop() }
    // Where the rows are once the window is mapped: the list is cut at its bottom edge, and
    // a row below it cannot be clicked.
    let start = app.settledTree()
    let list = try #require(start.main.widgets(.list).first, "no list:\n\(start)")
    let inView = { (widget: WidgetTree.Widget) in
      widget.y >= list.y && widget.y + widget.height <= list.y + list.height
    }
    // The last field wholly in view, and its row's number.
    let field = try #require(
      start.main.widgets(.entry).last(where: inView), "no field in view:\n\(start)")
    let title = start.main.widgets(.button).first { $0.y == field.y }?.text ?? ""
    let row = try #require(Int(title.dropFirst("Greet ".count)), "no button beside \(field)")

    try app.step("click-last-field", "the last field in view focused") {
      try app.click(field)
    } until: { tree in
      tree.main.widgets.first(where: \.isFocused).map { $0.y == field.y } == true
    }
    // Its button, then the fields and buttons of the rows below, each scrolled into view.
    for press in 1...5 {
      let tree = try app.step("tab-\(press)", "a control in view focused after Tab \(press)") {
        try app.key("Tab")
      } until: { tree in
        guard let focused = tree.main.widgets.first(where: \.isFocused), inView(focused)
        else { return false }
        let button = "Greet \(row + (press - 1) / 2)"
        return press % 2 == 1
          ? focused.kind == .button && focused.text == button : focused.kind == .entry
      }
      #expect(tree.main.widgets.filter(\.isFocused).count == 1, "\(tree)")
    }
    #expect(app.tree.main.widget(.button, "Greet 1") == nil, "\(app.tree)")
    #expect(app.tree.main.label(startingWith: "Greeted:")?.text == "Greeted: nobody")
  }

  @Test func scrollingNeverMovesFocus() throws {
    let app = try GTKAppSession(product: "guest-list-gtk", test: "scrolled-focus-keys")
    defer { app.stop() }
    let list = try #require(app.tree.main.widgets(.list).first, "no list:\n\(app.tree)")
    let firstButton = { (tree: WidgetTree) in tree.main.widgets(.button).first?.text }

    // Nothing focused: Down and PageDown scroll, and focus stays nowhere.
    var tree = try app.step("down", "the list a row down from Down") {
      try app.key("Down")
    } until: {
      firstButton($0) == "Greet 2"
    }
    #expect(tree.main.widgets.filter(\.isFocused).isEmpty, "\(tree)")
    tree = try app.step("page-down", "the list a page down from PageDown") {
      try app.key("Next")
    } until: {
      (firstButton($0).map { Int($0.dropFirst(6)) ?? 0 } ?? 0) > 4
    }
    #expect(tree.main.widgets.filter(\.isFocused).isEmpty, "\(tree)")
    try app.step("page-up", "the list back at its start") {
      try app.key("Prior", "Up", "Up", "Up")
    } until: {
      firstButton($0) == "Greet 1"
    }

    // A focused button keeps focus through Down and the wheel, out of view and back.
    try app.step("tab-to-greet-1", "Greet 1 focused") {
      try app.key("Tab", "Tab")
    } until: {
      $0.main.widget(.button, "Greet 1")?.isFocused == true
    }
    tree = try app.step("down-with-focus", "a row down, Greet 1 still focused") {
      try app.key("Down")
    } until: {
      firstButton($0) == "Greet 2"
    }
    #expect(tree.main.widgets.filter(\.isFocused).map(\.text) == ["Greet 1"], "\(tree)")
    tree = try app.step("wheel-down", "Greet 1 out of view, still focused") {
      try app.wheel(5, over: list)
    } until: {
      $0.main.widgets.contains { $0.isFocused && $0.y < 0 }
    }
    #expect(tree.main.widgets.filter(\.isFocused).map(\.text) == ["Greet 1"], "\(tree)")
    tree = try app.step("wheel-up", "Greet 1 back in view, still focused") {
      try app.wheel(-8, over: list)
    } until: {
      $0.main.widget(.button, "Greet 1").map { $0.isFocused && $0.y >= list.y } == true
    }
    #expect(tree.main.widgets.filter(\.isFocused).map(\.text) == ["Greet 1"], "\(tree)")
    #expect(tree.main.label(startingWith: "Greeted:")?.text == "Greeted: nobody", "\(tree)")

    // Left and Right keep focus on the button (GTK's would move it to a neighbour); a key
    // the button takes after them shows where focus is.
    try app.key("Right", "Right", "Left")
    tree = try app.step("arrows-then-space", "Greet 1 pressed by Space after the arrows") {
      try app.key("space")
    } until: {
      $0.main.label(startingWith: "Greeted:")?.text == "Greeted: Guest 1"
    }
    #expect(tree.main.widgets.filter(\.isFocused).map(\.text) == ["Greet 1"], "\(tree)")

    // In a field, Left moves the caret: the next letter lands before the last one.
    try app.step("click-field", "Guest 1's field focused") {
      try app.click(try #require(app.tree.main.widgets(.entry).first))
    } until: {
      $0.main.widgets(.entry).first?.isFocused == true
    }
    try app.type("ab")
    try app.key("Left")
    tree = try app.step("caret", "the letter typed before the last one") {
      try app.type("X")
    } until: {
      $0.main.widgets(.entry).first?.text == "aXb"
    }
    #expect(tree.main.widgets.filter(\.isFocused).count == 1, "\(tree)")
  }
}
