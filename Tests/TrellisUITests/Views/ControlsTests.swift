import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

private struct Controls: View {
  @State var volume = 0.5
  @State var count = 3
  @State var secret = ""
  @State var name = ""
  @State var isOn = false

  var body: some View {
    VStack(alignment: .leading) {
      Slider(value: $volume, in: 0...1, step: 0.25)
      Text("Volume: \(volume)")
      Stepper("Count", value: $count, in: 0...4)
      Text("Count: \(count)")
      SecureField("Password", text: $secret)
      Text("Secret length: \(secret.count)")
      TextField("Name", text: $name, prompt: Text("Your name"))
      Toggle("Notify", isOn: $isOn)
      Label("Inbox", systemImage: "tray")
    }
  }
}

@MainActor
@Suite struct ControlsTests {
  // Interpolating a Double into a Text key formats it as "%lf", as Apple's Text does.
  @Test func sliderSnapsToItsStepAndClampsToItsRange() throws {
    let host = ViewHost(Controls())
    #expect(host.contains(text: "Volume: 0.500000"))
    try host.slider().setValue(0.6)
    host.update()
    #expect(host.contains(text: "Volume: 0.500000"))
    try host.slider().setValue(0.7)
    host.update()
    #expect(host.contains(text: "Volume: 0.750000"))
    try host.slider().setValue(7)
    host.update()
    #expect(host.contains(text: "Volume: 1.000000"))
  }

  @Test func stepperStaysWithinItsBounds() throws {
    let host = ViewHost(Controls())
    let stepper = try #require(host.elements.first { $0.kind == .stepper })
    try stepper.increment()
    try stepper.increment()
    host.update()
    #expect(host.contains(text: "Count: 4"))
    try stepper.decrement()
    host.update()
    #expect(host.contains(text: "Count: 3"))
  }

  @Test func secureFieldHidesItsText() throws {
    let host = ViewHost(Controls())
    try host.textField("Password").type("hunter2")
    host.update()
    #expect(host.contains(text: "Secret length: 7"))
    #expect(!host.text.contains("hunter2"))
    #expect(host.text.contains("•••••••"))
  }

  @Test func promptIsShownWhileTheFieldIsEmpty() throws {
    let host = ViewHost(Controls())
    #expect(host.text.contains("Your name"))
    try host.textField("Your name").type("Ada")
    host.update()
    #expect(!host.text.contains("Your name"))
    #expect(host.text.contains("Ada"))
  }

  @Test func aLongTextShowsItsEndWithRoomForTheCaret() {
    // Ten columns: the brackets and a free cell for the caret leave seven for the text.
    let host = ViewHost(TextField("Name", text: .constant("abcdefghij中文")), width: 10, height: 1)
    #expect(host.text == "[hij中文 ]")
  }

  @Test func toggleAndLabelRender() throws {
    let host = ViewHost(Controls())
    #expect(host.text.contains("[ ] Notify"))
    try host.toggle("Notify").tap()
    host.update()
    #expect(host.text.contains("[x] Notify"))
    #expect(host.text.contains("Inbox"))
  }

  @Test func actionsOnTheWrongKindOfControlAreRefused() throws {
    let host = ViewHost(Controls())
    #expect(throws: ViewHostError.self) { try host.toggle("Notify").type("x") }
    #expect(throws: ViewHostError.notFound("a button titled \"Missing\"")) {
      try host.button("Missing")
    }
    #expect(
      ViewHostError.notFound("a button titled \"Missing\"").description
        == "Nothing on screen is a button titled \"Missing\"")
  }
}

@MainActor
@Suite struct FocusedControlLookTests {
  // The focused button is drawn in reverse video over its whole width, title included.
  @Test func focusedButtonIsReversedIncludingItsTitle() throws {
    let core = HostCore(root: VStack { Button("Go") {} }, width: 20, height: 3)
    let button = try #require(core.elements.first { $0.kind == .button })
    try button.focus()
    let row = button.cellFrame.y
    let cells = (button.cellFrame.x..<(button.cellFrame.x + button.cellFrame.width)).map {
      core.cellStyle(x: $0, y: row)
    }
    #expect(cells.allSatisfy { $0?.inverse == true }, "\(cells)")
  }
}
