import Testing

/// `text-view-gtk`: a GtkTextView embedded through `GtkWidgetRepresentable` and a TextField
/// bound to the same model. Typing in either shows in the other, through the model.
@Suite(.serialized) struct TextViewEndToEndTests {
  @Test func theTextViewAndTheFieldFollowEachOther() throws {
    let app = try GTKAppSession(product: "text-view-gtk", test: "text-view")
    defer { app.stop() }
    let start = "Edit me here or in the field"
    let textView = try app.widget(.custom, start)
    _ = try app.widget(.entry, start)

    // From the text view to the model, and from the model to the field and the count.
    try app.step("type-in-text-view", "the text view's edit in the field") {
      try app.click(textView)
      try app.key("ctrl+End")
      try app.type("!")
    } until: {
      $0.main.widget(.entry, start + "!") != nil
        && $0.main.label(startingWith: "Characters:")?.text == "Characters: \(start.count + 1)"
    }

    // From the field to the model, and from the model to the text view.
    let field = try app.widget(.entry, start + "!")
    try app.step("type-in-field", "the field's edit in the text view") {
      try app.click(field)
      try app.key("End")
      try app.type("?")
    } until: {
      $0.main.widget(.custom, start + "!?") != nil
    }
  }
}
