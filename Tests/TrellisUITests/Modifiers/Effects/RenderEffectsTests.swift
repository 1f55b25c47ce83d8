import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Render effects as Apple's: they change what is drawn and where taps land, never layout;
/// they reach the whole subtree, opacity multiplies down it, and changing one changes only
/// the items under it.
@MainActor
@Suite struct RenderEffectsTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  /// A badge between two lines of text, with `effect` applied to the badge.
  private func screen(_ effect: (AnyView) -> AnyView) -> some View {
    VStack(spacing: 0) {
      Text("Above — ऊपर")
      effect(
        AnyView(
          HStack(spacing: 0) {
            Color.blue.frame(width: 64, height: 32)
            Text("漢字 👍🏽")
          }))
      Text("Below — नीचे")
    }
  }

  @Test(arguments: ["scale", "scaleXY", "scaleSize", "rotation", "rotation3D", "shadow", "blur"])
  func aGeometryEffectLeavesLayoutAsItWas(_ name: String) throws {
    let plain = ViewHost(screen { $0 }, width: 30, height: 6)
    // The effect is on the badge; the texts around it stay where they were.
    let changed = ViewHost(
      screen { view in
        switch name {
        case "scale": return AnyView(view.scaleEffect(2))
        case "scaleXY": return AnyView(view.scaleEffect(x: 0.5, y: 3, anchor: .topLeading))
        case "scaleSize":
          return AnyView(view.scaleEffect(CGSize(width: 2, height: 2), anchor: .bottom))
        case "rotation": return AnyView(view.rotationEffect(.degrees(90)))
        case "rotation3D":
          return AnyView(view.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        case "shadow": return AnyView(view.shadow(color: .black, radius: 4, x: 8, y: 8))
        default: return AnyView(view.blur(radius: 3))
        }
      }, width: 30, height: 6)
    for text in ["Above — ऊपर", "漢字 👍🏽", "Below — नीचे"] {
      #expect(
        try changed.text(text).layoutFrame == plain.text(text).layoutFrame, "\(text) \(name)")
    }
    if name != "shadow" && name != "blur" {
      #expect(try changed.text("漢字 👍🏽").transform != .identity)
    }
  }

  @Test func aScaleAndARotationMoveTheDrawingAroundTheAnchor() throws {
    let host = ViewHost(
      VStack {
        Color.red.frame(width: 64, height: 32).scaleEffect(2, anchor: .topLeading)
          .accessibilityLabel("scaled")
        Color.green.frame(width: 64, height: 16).rotationEffect(.degrees(90))
          .accessibilityLabel("turned")
      }, width: 30, height: 10)
    let scaled = try #require(
      host.elements.first { $0.layoutFrame.height == 32 && $0.transform != .identity })
    let frame = scaled.layoutFrame
    // The top-leading corner stays, the rest doubles.
    #expect(frame.origin.applying(scaled.transform) == frame.origin)
    #expect(scaled.drawnFrame.size == CGSize(width: 128, height: 64))
    let turned = try #require(
      host.elements.first { $0.layoutFrame.height == 16 && $0.transform != .identity })
    let bar = turned.layoutFrame
    let centre = CGPoint(x: bar.midX, y: bar.midY)
    let drawnCentre = centre.applying(turned.transform)
    #expect(abs(drawnCentre.x - centre.x) < 1e-9 && abs(drawnCentre.y - centre.y) < 1e-9)
    // A quarter turn stands the bar on its end.
    #expect(abs(turned.drawnFrame.width - 16) < 1e-9 && abs(turned.drawnFrame.height - 64) < 1e-9)
  }

  @Test func aTapHitsTheScaledDrawingAndNotWhereItWasLaidOut() throws {
    let log = Log()
    let host = ViewHost(
      HStack(alignment: .top, spacing: 0) {
        Color.orange.frame(width: 32, height: 32)
          .scaleEffect(2, anchor: .topLeading)
          .onTapGesture { log.entries.append("grown") }
        Spacer()
      }
      .frame(width: 160, height: 96, alignment: .topLeading), width: 20, height: 6)
    let core = host.core
    let square = try #require(core.elements.first { !$0.shapes.isEmpty })
    let origin = square.frame.origin
    // Past the laid-out square, inside the drawn one.
    #expect(core.tap(at: CGPoint(x: origin.x + 50, y: origin.y + 50)))
    #expect(log.entries == ["grown"])
    // Past the drawn square too.
    #expect(!core.tap(at: CGPoint(x: origin.x + 70, y: origin.y + 10)))

    let shrunk = ViewHost(
      Color.orange.frame(width: 64, height: 64)
        .scaleEffect(0.5, anchor: .topLeading)
        .onTapGesture { log.entries.append("shrunk") }, width: 20, height: 6)
    let small = try #require(shrunk.core.elements.first { !$0.shapes.isEmpty })
    // Inside the laid-out square, outside the drawn quarter of it.
    #expect(!shrunk.core.tap(at: CGPoint(x: small.frame.maxX - 4, y: small.frame.maxY - 4)))
    #expect(shrunk.core.tap(at: CGPoint(x: small.frame.minX + 4, y: small.frame.minY + 4)))
    #expect(log.entries == ["grown", "shrunk"])
  }

  @Test func aTapHitsTheRotatedDrawing() throws {
    let log = Log()
    let host = ViewHost(
      Text("Turn — घुमाओ 回転")
        .rotationEffect(.degrees(90))
        .onTapGesture { log.entries.append("turned") }, width: 30, height: 12)
    let core = host.core
    let text = try #require(core.elements.first { $0.text == "Turn — घुमाओ 回転" })
    let frame = text.frame
    // The text's end, laid out to the right of its centre, is drawn below it.
    #expect(!core.tap(at: CGPoint(x: frame.maxX - 2, y: frame.midY)))
    #expect(core.tap(at: CGPoint(x: frame.midX, y: frame.midY + frame.width / 2 - 4)))
    #expect(log.entries == ["turned"])
  }

  @Test func opacityMultipliesDownTheTree() throws {
    let host = ViewHost(
      VStack {
        Text("ध्यान दें").opacity(0.5)
        Text("注意 ⚠️")
        Text("Clamped").opacity(3)
      }
      .opacity(0.5), width: 20, height: 4)
    #expect(try host.text("ध्यान दें").opacity == 0.25)
    #expect(try host.text("注意 ⚠️").opacity == 0.5)
    #expect(try host.text("Clamped").opacity == 0.5)
  }

  @Test func aViewAtOpacityZeroKeepsItsSpaceAndTakesNoTaps() throws {
    let log = Log()
    struct Screen: View {
      let log: Log
      @State var isShown = false
      var body: some View {
        VStack {
          Button("Show") { isShown = true }
          Text("Secret 秘密").onTapGesture { log.entries.append("secret") }
            .opacity(isShown ? 1 : 0)
          Text("After")
        }
      }
    }
    let host = ViewHost(Screen(log: log), width: 20, height: 5)
    let plain = ViewHost(
      VStack {
        Button("Show") {}
        Text("Secret 秘密")
        Text("After")
      }, width: 20, height: 5)
    #expect(try host.text("After").layoutFrame == plain.text("After").layoutFrame)
    let secret = try host.text("Secret 秘密")
    #expect(!secret.isDrawn)
    #expect(!host.text.contains("Secret"))
    let frame = secret.layoutFrame
    #expect(!host.core.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(log.entries.isEmpty)
    try host.button("Show").tap()
    host.update()
    #expect(host.text.contains("Secret 秘密"))
    #expect(host.core.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(log.entries == ["secret"])
  }

  @Test func aHiddenViewTakesNoTaps() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Hidden 隠す").onTapGesture { log.entries.append("hidden") }.hidden()
        Text("Shown")
      }, width: 20, height: 3)
    let shown = try host.text("Shown")
    // Where the hidden text is: above the shown one, in its own row.
    let point = CGPoint(x: shown.layoutFrame.midX, y: shown.layoutFrame.minY - 8)
    #expect(!host.core.tap(at: point))
    #expect(log.entries.isEmpty)
    #expect(host.all(text: "Hidden 隠す").isEmpty)
  }

  @Test func colourFiltersComposeInnermostFirst() throws {
    let host = ViewHost(
      Text("Filtered 🎨")
        .grayscale(1)
        .hueRotation(.degrees(90))
        .colorInvert()
        .colorMultiply(.red)
        .brightness(0.1).contrast(2).saturation(0.5), width: 20, height: 1)
    #expect(
      try host.text("Filtered 🎨").colorFilters == [
        .grayscale(1), .hueRotation(degrees: 90), .colorInvert,
        .colorMultiply(red: 1, green: 59 / 255, blue: 48 / 255, opacity: 1),
        .brightness(0.1), .contrast(2), .saturation(0.5),
      ])
    let red = HostColor(red: 1, green: 0, blue: 0)
    let grey = HostColorFilter.grayscale(1).apply(to: red)
    #expect(grey.red == grey.green && grey.green == grey.blue)
    #expect(HostColorFilter.invert.apply(to: red) == HostColor(red: 0, green: 1, blue: 1))
    #expect(HostColorFilter.saturation(0).apply(to: red) == grey)
    #expect(HostColorFilter.brightness(1).apply(to: red) == HostColor(red: 1, green: 1, blue: 1))
    let turned = HostColorFilter.hueRotation(radians: .pi * 2 / 3).apply(to: red)
    #expect(turned.green > turned.red && turned.green > turned.blue)
  }

  @Test func aShadowAndABlurAreCarriedWithTheirOffsetTurnedByWhatTurnsThem() throws {
    let host = ViewHost(
      Text("Shade 影")
        .shadow(color: .gray, radius: 2, x: 4, y: 0)
        .blur(radius: 1)
        .rotationEffect(.degrees(90))
        .blur(radius: 2), width: 20, height: 4)
    let text = try host.text("Shade 影")
    let shadow = try #require(text.shadows.first)
    #expect(shadow.color == .gray && shadow.radius == 2)
    // Turned a quarter with the view: the shadow now falls below it.
    #expect(abs(shadow.offset.width) < 1e-9 && abs(shadow.offset.height - 4) < 1e-9)
    #expect(text.blurRadius == 3)
  }

  @Test func aFlatRotation3DIsItsRotationSeenStraightOn() throws {
    let host = ViewHost(
      VStack {
        Text("Y").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        Text("Z").rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1), anchor: .leading)
        Text("Z2").rotationEffect(.degrees(30), anchor: .leading)
        Text("X").rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0), perspective: 0.5)
      }, width: 20, height: 5)
    let y = try host.text("Y").transform
    // Narrowed to cos 60° = a half across, its height unchanged.
    #expect(abs(y.a - 0.5) < 1e-9 && abs(y.d - 1) < 1e-9)
    let z = try host.text("Z").transform
    let z2 = try host.text("Z2").transform
    for (lhs, rhs) in [(z.a, z2.a), (z.b, z2.b), (z.c, z2.c), (z.d, z2.d)] {
      #expect(abs(lhs - rhs) < 1e-9)
    }
    // Around its leading edge's middle, which stays where it is.
    let frame = try host.text("Z").layoutFrame
    let leading = CGPoint(x: frame.minX, y: frame.midY).applying(z)
    #expect(abs(leading.x - frame.minX) < 1e-9 && abs(leading.y - frame.midY) < 1e-9)
    // Edge-on: nothing of it is drawn.
    #expect(try !host.text("X").isDrawn)
  }

  @Test func changingAnEffectChangesOnlyTheItemsUnderIt() throws {
    struct Screen: View {
      @State var faded = false
      var body: some View {
        VStack {
          Toggle("Fade — फीका", isOn: $faded)
          VStack {
            Text("One 一")
            Text("Two 二")
          }
          .opacity(faded ? 0.3 : 1)
          .scaleEffect(faded ? 0.8 : 1)
          ForEach(0..<20) { index in Text("Row \(index) 👍🏽") }
        }
      }
    }
    let host = ViewHost(Screen(), width: 30, height: 26)
    let core = host.core
    core.update()
    let before = core.displayList
    try host.toggle("Fade — फीका").toggle()
    core.update()
    let changes = core.displayList.changes(since: before)
    let texts = Set(
      core.elements.filter { ["One 一", "Two 二"].contains($0.text) }.map {
        ObjectIdentifier($0.node)
      })
    let changedNodes = Set(changes.changed.map(\.node))
    #expect(changes.added.isEmpty && changes.removed.isEmpty)
    #expect(texts.isSubset(of: changedNodes))
    // The two texts and the toggle (its state and focus), nothing else: no row changed.
    #expect(changedNodes.count <= texts.count + 3)
    #expect(try host.text("One 一").opacity == 0.3)
    // Kept or placed again, the frame is the one a whole layout gives.
    let shown = WholeLayoutComparison.shown(core)
    WholeLayoutComparison.expectSame(
      shown, asWholeLayoutOf: core, after: "fading", sourceLocation: #_sourceLocation)
    #expect(try host.text("Two 二").opacity == 0.3)
  }

  @Observable final class Dimmer {
    var level = 1.0
  }

  @Test func rowsOfALazyListKeptFromTheLastFrameTakeANewEffect() throws {
    struct Screen: View {
      let dimmer: Dimmer
      var body: some View {
        List(0..<30, id: \.self) { index in
          Text(index % 2 == 0 ? "Row \(index) — पंक्ति" : "行 \(index) 👍🏽")
        }
        .opacity(dimmer.level)
        .rotationEffect(.degrees(dimmer.level == 1 ? 0 : 180))
      }
    }
    let dimmer = Dimmer()
    let host = ViewHost(Screen(dimmer: dimmer), width: 30, height: 8)
    let core = host.core
    core.update()
    dimmer.level = 0.4
    core.update()
    let rows = core.elements.filter { $0.viewType == Text.self }
    #expect(rows.count > 4)
    for element in rows {
      #expect(element.effects?.opacity == 0.4, "\(element.text)")
      #expect(element.effects?.transform.a == -1, "\(element.text)")
    }
    // Turned over, the first row is drawn at the bottom of the list.
    let first = try host.text("Row 0 — पंक्ति")
    #expect(first.drawnFrame.midY > first.layoutFrame.midY)
    WholeLayoutComparison.expectSame(
      WholeLayoutComparison.shown(core), asWholeLayoutOf: core, after: "dimming a list",
      sourceLocation: #_sourceLocation)
    dimmer.level = 1
    core.update()
    #expect(try host.text("Row 0 — पंक्ति").opacity == 1)
    #expect(core.displayList.items.allSatisfy { $0.effects == nil })
  }
}
