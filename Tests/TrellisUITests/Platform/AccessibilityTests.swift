import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct AccessibilityTests {
  @Observable final class Player {
    var volume = 5
    var skipped = 0
  }

  struct Controls: View {
    let player: Player

    var body: some View {
      VStack {
        Button("⏭") { player.skipped += 1 }
          .accessibilityLabel("Next track")
          .accessibilityHint("Skips to the next song")
          .accessibilityIdentifier("next")
        Text("🔊 \(player.volume)")
          .accessibilityLabel(Text("Volume"))
          .accessibilityValue("\(player.volume) of 10")
          .accessibilityAddTraits(.updatesFrequently)
          .accessibilityAction(named: "Louder") { player.volume += 1 }
          .accessibilityAction(.escape) { player.volume = 0 }
        Text("Decoration ✦")
          .accessibilityHidden(true)
        Text("Chapter 1")
          .accessibilityAddTraits(.isHeader)
          .accessibilityRemoveTraits(.isStaticText)
          .accessibilityHeading(.h1)
        Toggle("Shuffle", isOn: .constant(true))
          .help("Plays the tracks in a random order")
        Text("मुखपृष्ठ")
          .accessibilityLabel("Inner")
          .padding(1)
          .accessibilityLabel("Outer")
          .accessibilityHint("Outer hint")
      }
    }
  }

  @Test func labelsHintsValuesAndIdentifiersAreStoredForHosts() throws {
    let host = ViewHost(Controls(player: Player()), width: 40, height: 14)
    let next = try host.element(accessibilityIdentifier: "next")
    #expect(next.kind == .button)
    #expect(next.text == "⏭")
    #expect(next.accessibilityLabel == "Next track")
    #expect(next.accessibilityHint == "Skips to the next song")
    #expect(next.accessibilityTraits == .isButton)

    let volume = try host.text("🔊 5")
    #expect(volume.accessibilityLabel == "Volume")
    #expect(volume.accessibilityValue == "5 of 10")
    #expect(volume.accessibilityTraits == [.isStaticText, .updatesFrequently])

    #expect(try host.text("Decoration ✦").isAccessibilityHidden)
    #expect(!next.isAccessibilityHidden)
  }

  @Test func withoutALabelTheShownTextIsTheName() throws {
    let host = ViewHost(Controls(player: Player()), width: 40, height: 14)
    let shuffle = try host.toggle("Shuffle")
    #expect(shuffle.accessibilityLabel == "Shuffle")
    #expect(shuffle.accessibilityHint == "Plays the tracks in a random order")
    #expect(shuffle.accessibilityTraits == .isToggle)
  }

  @Test func traitsAreAddedAndRemoved() throws {
    let host = ViewHost(Controls(player: Player()), width: 40, height: 14)
    #expect(try host.text("Chapter 1").accessibilityTraits == .isHeader)
  }

  @Test func theModifierNearestTheViewWinsAndOthersFillIn() throws {
    let host = ViewHost(Controls(player: Player()), width: 40, height: 14)
    let text = try host.text("मुखपृष्ठ")
    #expect(text.accessibilityLabel == "Inner")
    #expect(text.accessibilityHint == "Outer hint")
  }

  @Test func actionsRunByName() throws {
    let player = Player()
    let host = ViewHost(Controls(player: player), width: 40, height: 14)
    let volume = try host.text("🔊 5")
    #expect(volume.accessibilityActionNames == ["Louder", "escape"])
    try volume.performAccessibilityAction(named: "Louder")
    #expect(player.volume == 6)
    try volume.performAccessibilityAction(named: "escape")
    #expect(player.volume == 0)
    #expect(throws: ViewHostError.self) { try volume.performAccessibilityAction(named: "Quieter") }
  }

  @Test func aLabelFollowsItsViewsUpdates() async throws {
    let player = Player()
    let host = ViewHost(Controls(player: player), width: 40, height: 14)
    player.volume = 9
    await host.nextUpdate()
    #expect(try host.text("🔊 9").accessibilityValue == "9 of 10")
  }
}
