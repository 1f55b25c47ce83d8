import Foundation
import Testing
import TrellisUI

@MainActor
@Suite struct AppMainTests {
  // `@main` calls `App.main()`: until the terminal host lands it prints the app's first frame.
  @Test func mainPrintsTheFirstFrame() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      setenv("COLUMNS", "80", 1)
      setenv("LINES", "24", 1)
      await MainActor.run { LabelRowsSeed.LabelRowsApp.main() }
      exit(EXIT_SUCCESS)
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(output.contains("Rows: 2"), "\(output)")
    #expect(output.contains("[ Add label ]"))
    #expect(output.contains("[x] Enabled"))
  }
}
