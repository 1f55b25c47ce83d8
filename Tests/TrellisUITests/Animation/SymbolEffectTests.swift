import Testing
import TrellisTesting

@testable import TrellisUI

private struct Bell: View {
  @State var isMuted = false
  @State var rings = 0
  var body: some View {
    VStack {
      Image(systemName: "bell")
        .symbolEffect(.disappear.down, isActive: isMuted)
      Image(systemName: "star")
        .symbolEffect(.appear, isActive: !isMuted)
      Image(systemName: "wifi")
        .symbolEffect(.variableColor.iterative.reversing, options: .repeating.speed(2))
        .symbolEffect(.bounce.up, options: .repeat(2), value: rings)
      Button("Mute") { isMuted.toggle() }
    }
  }
}

@MainActor
@Suite struct SymbolEffectTests {
  private func shown(_ host: ViewHost, _ name: String) -> Bool {
    host.elements.contains { $0.typeName == "Image" && $0.accessibilityLabel == name && $0.isDrawn }
  }

  @Test func appearAndDisappearEffectsShowAndHideTheirSymbolsAndOthersLeaveThemDrawn() throws {
    let host = ViewHost(Bell(), width: 20, height: 6)
    let before = host.text
    let buttonRow = try host.button("Mute").frame.y
    #expect(shown(host, "bell"))
    #expect(shown(host, "star"))
    #expect(shown(host, "wifi"))
    try host.button("Mute").tap()
    host.update()
    #expect(!shown(host, "bell"))
    #expect(!shown(host, "star"))
    #expect(shown(host, "wifi"))
    // Hidden symbols keep their space: the button stays where it was.
    #expect(try host.button("Mute").frame.y == buttonRow)
    try host.button("Mute").tap()
    host.update()
    #expect(host.text == before)
  }

  @Test func removedEffectsHideNothing() throws {
    let host = ViewHost(
      Image(systemName: "bell").symbolEffect(.disappear).symbolEffectsRemoved(), width: 4,
      height: 1)
    #expect(!host.text.trimmingCharacters(in: .whitespaces).isEmpty)
  }

  @Test func theOptionsKeepWhatTheyAreToldInOrder() {
    #expect(SymbolEffectOptions.repeat(3).repeatCount == 3)
    #expect(SymbolEffectOptions.repeating.nonRepeating.repeatCount == 1)
    #expect(SymbolEffectOptions.speed(2).repeating.speedFactor == 2)
    #expect(
      VariableColorSymbolEffect.variableColor.iterative.reversing.variants == [
        "iterative", "reversing",
      ])
    // Of variants that exclude each other, the last one chosen is kept.
    #expect(BounceSymbolEffect.bounce.up.down == .bounce.down)
    #expect(BounceSymbolEffect.bounce.byLayer.up == .bounce.up.byLayer)
    #expect(VariableColorSymbolEffect.variableColor.iterative.cumulative.variants == ["cumulative"])
  }

  @Test func theNewerEffectsAndRepeatBehaviorsCompileAndKeepTheirValues() throws {
    let host = ViewHost(
      VStack {
        Image(systemName: "bell").symbolEffect(.wiggle.counterClockwise, value: 1)
        Image(systemName: "bell").symbolEffect(.wiggle, options: .repeat(.continuous), value: 2)
        Image(systemName: "bell").symbolEffect(
          .breathe.pulse, options: .repeat(.periodic(3, delay: 1)), isActive: true)
        Image(systemName: "bell").contentTransition(
          .symbolEffect(.replace.magic(fallback: .replace.downUp)))
      }, width: 10, height: 4)
    #expect(host.elements.filter { $0.typeName == "Image" && $0.isDrawn }.count == 4)
    #expect(SymbolEffectOptions.repeat(.periodic(3, delay: 1)).repeatCount == 3)
    #expect(SymbolEffectOptions.repeat(.continuous).repeats == true)
    #expect(WiggleSymbolEffect.custom(angle: .degrees(90)) == .custom(angle: 90))
    #expect(ReplaceSymbolEffect.replace.magic(fallback: .replace.upUp).fallback == .replace.upUp)
  }
}
