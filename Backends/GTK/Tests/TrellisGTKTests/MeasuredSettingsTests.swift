import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A heading, a paragraph and a button, as a settings page shows them.
struct ReadingPage: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Reading").font(.title)
      Text("Larger text should make every line here grow, not cut it short.")
      Button("Done") {}
    }
    .padding()
  }
}

/// A row that keeps its icon in step with the text, and says which text size it reads.
struct ScaledRow: View {
  @ScaledMetric private var iconSize = 20.0
  @ScaledMetric(relativeTo: .title) private var headingGap = 8.0
  @Environment(\.dynamicTypeSize) private var size

  var body: some View {
    VStack(alignment: .leading) {
      Text("Icon \(Int(iconSize)) pt, gap \(Int(headingGap)) pt")
      Text("Text size: \(String(describing: size))")
      Text("क्षमा 漢字 👩‍👩‍👧")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct MeasuredSettingsTests {
  /// The text scale as GTK has it (1024ths of a dot per inch); 96 dpi when unset.
  private var dpi: Int32 {
    let value = trellis_settings_int("gtk-xft-dpi")
    return value > 0 ? value : 96 * 1024
  }

  private func frames(_ host: GtkHost) -> [(x: Int, y: Int, width: Int, height: Int)] {
    host.widgets(.label).map(\.treeFrame)
  }

  private func button(_ host: GtkHost) -> (x: Int, y: Int, width: Int, height: Int)? {
    host.widgets(.button).first?.treeFrame
  }

  // A larger text scale while the window is open: the host measures again, the layout
  // makes every text taller and the button wider (its height is the theme's minimum until
  // the text outgrows it), and the widgets take their new frames.
  @Test func aLargerTextScaleMakesTheTextGrow() throws {
    let original = trellis_settings_int("gtk-xft-dpi")
    let base = dpi
    defer {
      trellis_settings_set_int("gtk-xft-dpi", original)
    }
    let host = GtkTestSupport.host(ReadingPage())
    defer { host.close() }
    let before = frames(host)
    let oldButton = try #require(button(host))
    let heading = try #require(host.core.elements.first { $0.text == "Reading" }).frame

    trellis_settings_set_int("gtk-xft-dpi", base * 3 / 2)
    GtkTestSupport.settle(host)
    #expect(host.measurer.reloads == 1)
    let after = frames(host)
    #expect(after.count == before.count)
    for (old, new) in zip(before, after) {
      #expect(Double(new.height) >= Double(old.height) * 1.2, "\(old) -> \(new)")
    }
    let newButton = try #require(button(host))
    #expect(newButton.width > oldButton.width && newButton.height >= oldButton.height)
    // Everything below the heading moved down with it.
    #expect(newButton.y > oldButton.y)
    let grown = try #require(host.core.elements.first { $0.text == "Reading" }).frame
    #expect(grown.width >= heading.width * 1.3, "\(heading) -> \(grown)")
    #expect(grown.height >= heading.height * 1.3, "\(heading) -> \(grown)")
    // The label shows all of its text, not "…".
    #expect(host.widgets(.label).map(labelText).allSatisfy { !$0.hasSuffix("…") })
  }

  // The text scale is the views' too: `dynamicTypeSize` is the size nearest it, and
  // `@ScaledMetric` values grow with it; back at 100% they are what they were.
  @Test func theTextScaleIsTheViewsDynamicTypeSize() throws {
    let original = trellis_settings_int("gtk-xft-dpi")
    defer { trellis_settings_set_int("gtk-xft-dpi", original) }
    trellis_settings_set_int("gtk-xft-dpi", 96 * 1024)
    let host = GtkTestSupport.host(ScaledRow())
    defer { host.close() }
    let shown = { host.widgets(.label).map(labelText) }
    #expect(host.core.dynamicTypeSize == .large)
    #expect(shown().starts(with: ["Icon 20 pt, gap 8 pt", "Text size: large"]), "\(shown())")

    // 125%: body text of 17 points would be 21.25, xxLarge's size.
    trellis_settings_set_int("gtk-xft-dpi", 96 * 1024 * 5 / 4)
    GtkTestSupport.settle(host)
    #expect(host.core.dynamicTypeSize == .xxLarge)
    #expect(shown().starts(with: ["Icon 24 pt, gap 9 pt", "Text size: xxLarge"]), "\(shown())")

    // 200%: 34 points, the second accessibility size.
    trellis_settings_set_int("gtk-xft-dpi", 96 * 1024 * 2)
    GtkTestSupport.settle(host)
    #expect(shown().starts(with: ["Icon 38 pt, gap 12 pt", "Text size: accessibility2"]))

    trellis_settings_set_int("gtk-xft-dpi", 96 * 1024)
    GtkTestSupport.settle(host)
    #expect(shown().starts(with: ["Icon 20 pt, gap 8 pt", "Text size: large"]), "\(shown())")
  }

  // A new font, bigger, has the same effect; going back restores the sizes.
  @Test func aNewFontIsMeasuredAndTheOldOneRestored() throws {
    let name = trellis_settings_string("gtk-font-name")
    let original = name.map { String(cString: $0) } ?? "Sans 10"
    g_free(name)
    defer { trellis_settings_set_string("gtk-font-name", original) }
    let host = GtkTestSupport.host(ReadingPage())
    defer { host.close() }
    let before = frames(host)
    let oldButton = try #require(button(host))

    trellis_settings_set_string("gtk-font-name", "Sans 24")
    GtkTestSupport.settle(host)
    let larger = frames(host)
    for (old, new) in zip(before, larger) {
      #expect(Double(new.height) >= Double(old.height) * 1.3, "\(old) -> \(new)")
    }
    trellis_settings_set_string("gtk-font-name", original)
    GtkTestSupport.settle(host)
    #expect(host.measurer.reloads == 2)
    let restored = frames(host)
    for (old, new) in zip(before, restored) {
      #expect(old == new, "\(old) -> \(new)")
    }
    #expect(button(host).map { $0 == oldButton } == true)
  }
}
