import Testing
import TrellisTesting
import TrellisUI

/// `TextField(_:text:axis: .vertical)` headless: it grows with its text between its line
/// limits, Return submits it, and its binding and the model follow each other.
@MainActor
@Suite struct VerticalTextFieldTests {
  @Observable final class Review {
    var comment = ""
    var title = ""
    var submitted: [String] = []
  }

  struct ReviewForm: View {
    @Bindable var review: Review
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Title", text: $review.title)
        TextField("Comment", text: $review.comment, prompt: Text("Say more"), axis: .vertical)
          .lineLimit(2...4)
          .onSubmit { review.submitted.append(review.comment) }
        Text("\(review.comment.count) characters")
        Button("Discard") { review.comment = "" }
        Spacer()
      }
    }
  }

  @Test func theFieldGrowsFromItsLowerLimitToItsUpperOneThenScrolls() throws {
    let review = Review()
    let host = ViewHost(ReviewForm(review: review), width: 14, height: 10)
    let field = try host.textField("Say more")
    #expect(field.isMultiline)
    // Empty, the range's lower bound keeps two lines.
    #expect(field.frame.height == 2)
    try field.type("A calm cafe ")
    #expect(try host.textField("Say more").frame.height == 2)
    try field.type("with good tea, warm light")
    // "A calm cafe " / "with good " / "tea, warm " / "light": four lines.
    #expect(try host.textField("Say more").frame.height == 4)
    try field.type(" and a long wait")
    // Beyond four lines it stays four high and scrolls inside itself.
    #expect(try host.textField("Say more").frame.height == 4)
    #expect(review.comment == "A calm cafe with good tea, warm light and a long wait")
    #expect(
      host.text.split(separator: "\n").prefix(7) == [
        "[Title       ]", "[with good   ]", "[tea, warm   ]", "[light and a ]", "[long wait   ]",
        "53 characters", "[ Discard ]",
      ])
  }

  @Test func anIntLimitStartsAtOneLineAndReservingSpaceKeepsAllOfIt() throws {
    struct Fields: View {
      @State var short = ""
      @State var reserved = ""
      var body: some View {
        VStack(spacing: 0) {
          TextField("Short", text: $short, axis: .vertical).lineLimit(2)
          TextField("Reserved", text: $reserved, axis: .vertical)
            .lineLimit(3, reservesSpace: true)
        }
      }
    }
    let host = ViewHost(Fields(), width: 12, height: 10)
    #expect(try host.textField("Short").frame.height == 1)
    #expect(try host.textField("Reserved").frame.height == 3)
    try host.textField("Short").type("one two three four five")
    #expect(try host.textField("Short").frame.height == 2)
  }

  @Test func returnSubmitsAndTheTextStaysWhenFocusMovesAway() throws {
    let review = Review()
    let host = ViewHost(ReviewForm(review: review), width: 30, height: 10)
    let field = try host.textField("Say more")
    try field.type("Lovely")
    try field.insertNewline()
    try field.type("Again")
    try field.pressReturn()
    #expect(review.submitted == ["Lovely\nAgain"])
    try host.textField("Title").type("Cafe")
    #expect(review.comment == "Lovely\nAgain")
    #expect(try host.textField("Say more").value == "Lovely\nAgain")
    #expect(host.text.contains("[Lovely"))
    #expect(host.text.contains("[Again"))
  }

  @Test func aModelChangeFromElsewhereShowsAtOnceAndTheCaretStaysInTheText() throws {
    let review = Review()
    let host = ViewHost(ReviewForm(review: review), width: 30, height: 10)
    let field = try host.textField("Say more")
    try field.type("Too long to keep")
    try field.moveCaret(by: -5)
    #expect(try host.textField("Say more").caretOffset == 11)
    // A model change while the field is being edited: the field shows it in the same frame.
    review.comment = "Short"
    host.update()
    #expect(host.text.contains("[Short"))
    #expect(try host.textField("Say more").caretOffset == 5)
    try host.button("Discard").tap()
    host.update()
    #expect(review.comment == "")
    #expect(host.text.contains("[Say more"))
    #expect(try host.textField("Say more").caretOffset == 0)
  }

  @Test func everyScriptIsEditedByWholeGraphemes() throws {
    let review = Review()
    let host = ViewHost(ReviewForm(review: review), width: 30, height: 10)
    let field = try host.textField("Say more")
    try field.type("क्षत्रिय 中文 👩‍👩‍👧🇯🇵")
    try field.moveCaret(by: -1)
    try field.deleteBackward()
    #expect(review.comment == "क्षत्रिय 中文 🇯🇵")
    try field.moveCaret(by: -3)
    try field.deleteBackward()
    #expect(review.comment == "क्षत्रिय中文 🇯🇵")
  }

  @Test func aHorizontalFieldStaysOneLine() throws {
    struct Field: View {
      @State var text = ""
      var body: some View { TextField("Name", text: $text, axis: .horizontal).lineLimit(3) }
    }
    let host = ViewHost(Field(), width: 12, height: 5)
    let field = try host.textField("Name")
    #expect(!field.isMultiline)
    try field.type("a name much longer than the field")
    #expect(try host.textField("Name").frame.height == 1)
    #expect(throws: ViewHostError.self) { try field.insertNewline() }
  }
}
