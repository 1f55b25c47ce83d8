import Foundation
import Testing

/// Drives the real `binding-gallery` binary (seed 004's binding views) in a tmux pane. Focus
/// order: the slider, the Name and Email fields, the validated field, the constant field.
@Suite struct BindingGalleryEndToEndTests {
  @Test func formFieldsWriteThroughTheirBindingsToTheParentsState() throws {
    let pane = try TmuxPane(product: "binding-gallery", columns: 80, rows: 24)

    let start = try pane.waitFor("Value: 0.5")
    #expect(start.found, "the slider container did not show its value:\n\(start.screen)")
    #expect(start.screen.contains("Parent holds: name \"\", email \"\""))

    // Past the slider to the Name field.
    try pane.keys("Tab")
    try pane.keys("Tab")
    try pane.type("Ada")
    let named = try pane.waitFor("Parent holds: name \"Ada\", email \"\"")
    #expect(named.found, "typing in Name did not reach the parent's state:\n\(named.screen)")

    try pane.keys("Tab")
    try pane.type("ada@x.org")
    let both = try pane.waitFor("Parent holds: name \"Ada\", email \"ada@x.org\"")
    #expect(both.found, "typing in Email did not reach the parent's state:\n\(both.screen)")

    try pane.keys("BSpace")
    let erased = try pane.waitFor("email \"ada@x.or\"")
    #expect(erased.found, "Backspace in Email did not reach the parent:\n\(erased.screen)")
    #expect(erased.screen.contains("[ada@x.or "), "the field itself does not show the edit")

    try pane.quitAndExpectRestored()
    #expect(try !pane.screen().contains("Parent holds"), "the app's screen is still shown")
  }

  @Test func validatedFieldLowercasesAndTrimsAndAConstantBindingIgnoresEdits() throws {
    let pane = try TmuxPane(product: "binding-gallery", columns: 80, rows: 24)
    #expect(try pane.waitFor("Value: 0.5").found)

    for _ in 0..<4 { try pane.keys("Tab") }
    try pane.type("  Foo@Example.COM ")
    let validated = try pane.waitFor("[foo@example.com ")
    #expect(validated.found, "the validated field did not normalise:\n\(validated.screen)")
    #expect(!validated.screen.contains("Foo@"), "the raw text is shown:\n\(validated.screen)")

    // Edits to the constant field go nowhere. Back in the validated field, a last keystroke
    // shows every key before it has been handled.
    try pane.keys("Tab")
    try pane.type("zz")
    try pane.keys("BSpace", "BSpace", "BSpace")
    try pane.keys("BTab")
    try pane.type("X")
    let after = try pane.waitFor("[foo@example.comx ")
    #expect(after.found, "Shift-Tab and typing did not reach the validated field:\n\(after.screen)")
    #expect(after.screen.contains("[fixed text "), "the constant changed:\n\(after.screen)")
    #expect(!after.screen.contains("zz"))

    try pane.quitAndExpectRestored()
  }

  @Test func textHostPrintsTheFirstFrameAndExits() throws {
    let run = try runWithTextHost(product: "binding-gallery", columns: 80, rows: 24)
    #expect(run.status == 0, "exit status \(run.status):\n\(run.output)")
    for text in ["Binding Gallery", "Value: 0.5", "[Enter name", "[Email", "[fixed text"] {
      #expect(run.output.contains(text), "no \(text) in the frame:\n\(run.output)")
    }
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 25, "more than 24 rows:\n\(run.output)")
    #expect(lines.allSatisfy { $0.count <= 80 }, "a row wider than 80 columns:\n\(run.output)")
    #expect(!run.output.contains("\u{1B}"), "escape sequences in the plain-text frame")
  }
}
