import Testing

/// The binding gallery (`binding-gallery-gtk`, seed 004's views) in a GTK window: the slider
/// and the fields write through their bindings, as clicks and typing show.
@Suite(.serialized) struct BindingGalleryEndToEndTests {
  @Test func theSliderAndTheFieldsWriteThroughTheirBindings() throws {
    let app = try GTKAppSession(product: "binding-gallery-gtk", test: "binding-gallery")
    defer { app.stop() }
    var tree = app.tree
    // Text's interpolation formats a Double as "%lf" does, as SwiftUI's does: 0.500000.
    #expect(shownValue(in: tree) == 0.5, "\(tree)")
    let scale = try #require(tree.main.widgets(.scale).first, "no scale:\n\(tree)")
    #expect(scale.value == 0.5, "\(tree)")
    #expect(
      tree.main.texts(.entry) == ["", "", "", "fixed text"], "Name, Email, validated, constant")
    #expect(
      tree.main.widget(.label, "Parent holds: name \"\", email \"\"") != nil, "\(tree)")

    // A click at three quarters of the slider moves it there; the label follows the binding.
    tree = try app.step("slider", "the slider moved right and Value: following it") {
      let y = Int(scale.y + scale.height / 2)
      let x = Int(scale.x + scale.width * 0.75)
      try app.click(x: x, y: y)
    } until: { tree in
      guard let value = tree.main.widgets(.scale).first?.value, value > 0.6 else { return false }
      guard let shown = shownValue(in: tree) else { return false }
      return abs(shown - value) < 0.000_001
    }
    let moved = try #require(tree.main.widgets(.scale).first?.value)
    #expect(moved < 0.9, "the slider went to \(moved) for a click at three quarters")

    // Name and Email reach the parent's @State through FormField's @Binding.
    let name = try #require(tree.main.widgets(.entry).first)
    try app.step("name", "Ada in the parent's state") {
      try app.click(name)
      try app.type("Ada")
    } until: {
      $0.main.widget(.label, "Parent holds: name \"Ada\", email \"\"") != nil
    }
    let email = try #require(app.tree.main.widgets(.entry).dropFirst().first)
    try app.step("email", "ada@x.org in the parent's state") {
      try app.click(email)
      try app.type("ada@x.org")
    } until: {
      $0.main.widget(.label, "Parent holds: name \"Ada\", email \"ada@x.org\"") != nil
    }
    tree = try app.step("email-backspace", "Backspace reaching the parent") {
      try app.key("BackSpace")
    } until: {
      $0.main.widget(.label, "Parent holds: name \"Ada\", email \"ada@x.or\"") != nil
    }
    #expect(tree.main.texts(.entry).prefix(2) == ["Ada", "ada@x.or"], "\(tree)")

    // The computed binding lowercases and trims what is typed.
    let validated = try #require(tree.main.widgets(.entry).dropFirst(2).first)
    try app.step("validated", "the validated field normalised") {
      try app.click(validated)
      try app.type("  Foo@Example.COM ")
    } until: {
      $0.main.widgets(.entry).dropFirst(2).first?.text == "foo@example.com"
    }

    // Typing into the constant binding changes nothing; a keystroke in the validated field
    // afterwards shows that the typing before it has been handled.
    let constant = try #require(app.tree.main.widgets(.entry).dropFirst(3).first)
    try app.click(constant)
    try app.type("zz")
    let validatedAgain = try #require(app.tree.main.widgets(.entry).dropFirst(2).first)
    tree = try app.step("constant", "the validated field edited after the constant") {
      try app.click(validatedAgain)
      try app.key("End")
      try app.type("X")
    } until: {
      $0.main.widgets(.entry).dropFirst(2).first?.text == "foo@example.comx"
    }
    #expect(tree.main.widgets(.entry).dropFirst(3).first?.text == "fixed text", "\(tree)")
  }
}

/// The number the "Value: …" label shows.
private func shownValue(in tree: WidgetTree) -> Double? {
  tree.main.label(startingWith: "Value: ").flatMap { Double($0.text.dropFirst("Value: ".count)) }
}
