import Foundation
import Testing
import TrellisUI

@testable import label_editor

@MainActor
@Suite struct AppMainTests {
  // `@main` calls `App.main()`. With `TRELLIS_HOST=text` it prints the app's first frame as
  // plain text and exits with success, whatever standard output is.
  @Test func mainPrintsTheFirstFrameAsText() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      setenv("TRELLIS_HOST", "text", 1)
      setenv("COLUMNS", "80", 1)
      setenv("LINES", "24", 1)
      await MainActor.run { LabelRowsSeed.LabelRowsApp.main() }
      exit(EXIT_FAILURE)  // `main()` exits by itself.
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(output.contains("Rows: 2"), "\(output)")
    #expect(output.contains("[ Add label ]"))
    #expect(output.contains("[x] Enabled"))
    // The frame ends with its content: the blank rows below it are left out.
    #expect(output.hasSuffix("Cobalt        [ ] Enabled\n"), "\(output)")
  }

  // Without it, an app whose standard output is not a terminal (here, a pipe) says so in one
  // line on standard error and exits with a failure.
  @Test func mainRefusesAStandardOutputThatIsNotATerminal() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      unsetenv("TRELLIS_HOST")
      await MainActor.run { LabelRowsSeed.LabelRowsApp.main() }
      exit(EXIT_SUCCESS)  // `main()` exits by itself.
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(errors.contains("standard output is not a terminal"), "\(errors)")
    #expect(errors.contains("TRELLIS_HOST=text"))
    #expect(errors.split(separator: "\n").count == 1, "\(errors)")
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(!output.contains("Rows: 2"), "\(output)")
  }
}
