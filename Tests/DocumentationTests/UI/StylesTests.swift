import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Styles", one test each.
@MainActor
@Suite struct StylesTests {
  typealias Example = Styles

  @Test func theInnermostStyleWinsAndAStyledButtonStillActs() throws {
    let host = ViewHost(Example.Editor(), width: 40, height: 6)
    #expect(host.text.contains("‹Save›"))
    #expect(host.text.contains("[ Delete ]"))
    try host.button("‹ Save ›").press()
    host.update()
    #expect(host.text.contains("(Save)"))
    try host.button("( Save )").release()
    try host.button("Delete").tap()
    host.update()
    #expect(host.contains(text: "Done: saved, deleted"))
  }

  @Test func aToggleStylesButtonSwitchesTheToggle() throws {
    let host = ViewHost(Example.Favourite(), width: 30, height: 3)
    #expect(host.text.contains("☆ Favourite"))
    try host.button("☆ Favourite").tap()
    host.update()
    #expect(host.text.contains("★ Favourite"))
  }

  @Test func toggleButtonsShowTheirStateInBrackets() throws {
    let host = ViewHost(Example.FormatBar(), width: 30, height: 3)
    #expect(host.text.contains("[ Bold ] [ Italic ]"))
    try host.toggle("Bold").tap()
    host.update()
    #expect(host.text.contains("[•Bold•] [ Italic ]"))
    #expect(try host.toggle("Bold").isOn == true)
  }

  // In the terminal the wrapped switch is its checkbox, after the style's gear; it is one
  // toggle, and switches.
  @Test func aStyleWrappingTheSwitchIsOneToggle() throws {
    let host = ViewHost(Example.SyncSetting(), width: 30, height: 3)
    #expect(host.text.contains("[x] Sync"), "\(host.text)")
    #expect(host.toggles("Sync").count == 1)
    try host.toggle("Sync").tap()
    host.update()
    #expect(try host.toggle("Sync").isOn == false)
  }

  @Test func hiddenLabelsAreNotShownButStillNameTheControls() throws {
    let host = ViewHost(Example.VolumeRow(), width: 40, height: 1)
    #expect(!host.text.contains("Mute"))
    #expect(!host.text.contains("Level"))
    #expect(host.text.contains("🔊 Volume"))
    #expect(host.text.contains("[ ]"))
    let mute = try host.toggle("Mute")
    #expect(mute.accessibilityLabel == "Mute")
    try mute.tap()
    host.update()
    #expect(try host.toggle("Mute").isOn == true)
  }

  @Test func aCaptionedFormShowsItsCaptionAboveTheBuiltInForm() throws {
    let host = ViewHost(Styles.Account(), width: 40, height: 8)
    #expect(try host.text("Changes are saved as you type").frame.y == 0)
    #expect(try host.text("Profile").frame.y == 1)
    #expect(try host.text("Profile").scrollOffset() == 0)
    #expect(try host.textField("Name").value == "क्षिति")
  }

  @Test func theColumnsFormReadsAsTheArticleShowsIt() {
    let host = ViewHost(Example.MacSettings(), width: 36, height: 7)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(6).joined(separator: "\n") == """
           Name [क्षिति                    ]
          Theme [Light ▾]

        Display
        Version 2.4
                [x] Show previews
        """)
  }
}
