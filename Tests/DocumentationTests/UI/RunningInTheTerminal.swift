import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The code of the article "Running in the terminal".
enum TerminalArticle {
  // MARK: An app

  struct TallyApp: App {
    var body: some Scene {
      WindowGroup("Tally") {
        TallyView()
      }
    }
  }

  struct TallyView: View {
    @State private var count = 0
    @State private var isCounting = true
    @State private var note = ""
    @State private var volume = 0.5

    var body: some View {
      VStack(alignment: .leading) {
        Text("Count: \(count)").font(.headline)
        Button("Add one") { count += 1 }
          .disabled(!isCounting)
        Toggle("Counting", isOn: $isCounting)
        TextField("Note", text: $note)
        Slider(value: $volume)
        Stepper("Step", value: $count, in: 0...10)
      }
    }
  }

  // MARK: What is escaped

  struct HostileTitle: View {
    let title = "\u{1B}]0;owned\u{07}"

    var body: some View {
      Text(title)
    }
  }

  // MARK: Points and cells

  struct Indents: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        Text("edge")
        Text("padded").padding(.leading, 16)
        Text("deeper").padding(.leading, 40)
      }
    }
  }

  // MARK: Why did it update?

  struct ChattyCounter: View {
    @State private var taps = 0

    var body: some View {
      let _ = Self._printChanges()
      Button("Tapped \(taps) times") { taps += 1 }
    }
  }
}

@MainActor
@Suite struct RunningInTheTerminalTests {
  typealias Article = TerminalArticle

  @Test func theFirstFrameShowsEveryControl() throws {
    let host = ViewHost(app: Article.TallyApp(), width: 40, height: 9)
    let frame = host.text
    #expect(frame.contains("Count: 0"))
    #expect(frame.contains("[ Add one ]"))
    #expect(frame.contains("[x] Counting"))
    #expect(frame.contains("[Note"))
    #expect(frame.contains("├"))
    #expect(frame.contains("●"))
    #expect(frame.contains("Step  [−] [+]"))
  }

  @Test func controlsActAsTheirKeysWould() throws {
    let host = ViewHost(app: Article.TallyApp(), width: 40, height: 9)
    try host.button("Add one").tap()
    try host.textField("Note").type("hi")
    host.update()
    #expect(host.contains(text: "Count: 1"))
    #expect(host.text.contains("[hi"))

    try host.toggle("Counting").toggle()
    host.update()
    #expect(host.text.contains("[ ] Counting"))
    #expect(try host.button("Add one").isEnabled == false)
    #expect(throws: ViewHostError.self) { try host.button("Add one").tap() }
  }

  @Test func controlCharactersAreDrawnAsSymbols() {
    let host = ViewHost(Article.HostileTitle(), width: 20, height: 1)
    #expect(host.text.contains("␛]0;owned␇"))
    #expect(!host.text.contains("\u{1B}"))
  }

  @Test func aColumnIsEightPointsAndARowSixteen() throws {
    let host = ViewHost(Article.Indents(), width: 40, height: 7)
    let edge = try host.text("edge").frame
    let padded = try host.text("padded").frame
    let deeper = try host.text("deeper").frame
    #expect(padded.x - edge.x == 2)
    #expect(deeper.x - edge.x == 5)
    #expect(padded.y - edge.y == 2)
  }

  @Test func textHostPrintsTheFirstFrameAndSucceeds() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      setenv("TRELLIS_HOST", "text", 1)
      setenv("COLUMNS", "40", 1)
      setenv("LINES", "9", 1)
      await MainActor.run { TerminalArticle.TallyApp.main() }
      exit(EXIT_FAILURE)  // `main()` exits by itself.
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(output.contains("[ Add one ]"), "\(output)")
  }

  @Test func withoutATerminalTheAppExitsWithOneLine() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      unsetenv("TRELLIS_HOST")
      await MainActor.run { TerminalArticle.TallyApp.main() }
      exit(EXIT_SUCCESS)
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(errors.split(separator: "\n").count == 1, "\(errors)")
    #expect(errors.contains("TRELLIS_HOST=text"))
  }

  @Test func printChangesNamesTheStateThatChanged() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      await MainActor.run {
        let host = ViewHost(TerminalArticle.ChattyCounter())
        try? host.button("Tapped 0 times").tap()
        host.update()
      }
      exit(EXIT_SUCCESS)
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(output.contains("ChattyCounter: @self, @identity changed."), "\(output)")
    #expect(output.contains("ChattyCounter: _taps changed."), "\(output)")
  }
}
