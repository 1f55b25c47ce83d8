import Foundation
import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// An upload's progress, told three ways from the widest to the narrowest.
private struct UploadStatus: View {
  let done: Int
  let total: Int

  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack {
        Text("Uploading")
        Text("\(done) of \(total) files")
      }
      Text("\(done) of \(total)")
      Text("\(done)/\(total)")
    }
  }
}

@MainActor @Suite struct ViewThatFitsTests {
  @Test func theFirstChildWhoseIdealWidthFitsIsShown() {
    // "Uploading 3 of 10 files" is 23 columns; "3 of 10" 7; "3/10" 4.
    let wide = ViewHost(UploadStatus(done: 3, total: 10).frame(width: 200), width: 30, height: 1)
    #expect(wide.text.trimmingCharacters(in: .whitespaces) == "Uploading 3 of 10 files")
    let middle = ViewHost(UploadStatus(done: 3, total: 10).frame(width: 64), width: 30, height: 1)
    #expect(middle.text.trimmingCharacters(in: .whitespaces) == "3 of 10")
    let narrow = ViewHost(UploadStatus(done: 3, total: 10).frame(width: 40), width: 30, height: 1)
    #expect(narrow.text.trimmingCharacters(in: .whitespaces) == "3/10")
  }

  @Test func onlyTheChildShownIsPlaced() {
    let host = ViewHost(UploadStatus(done: 3, total: 10).frame(width: 64), width: 30, height: 1)
    #expect(host.all(text: "3 of 10").count == 1)
    #expect(host.all(text: "Uploading").isEmpty)
    #expect(host.all(text: "3/10").isEmpty)
  }

  @Test func whenNothingFitsTheLastChildIsShownInTheSpaceThereIs() throws {
    let host = ViewHost(UploadStatus(done: 3, total: 10).frame(width: 16), width: 30, height: 1)
    // The last one is offered the two columns there are.
    let shown = try host.text("3/10").frame
    #expect(shown.width == 2)
    #expect(host.all(text: "3 of 10").isEmpty)
  }

  @Test func onlyTheConstrainedAxesMustFit() {
    struct Tall: View {
      let axes: Axis.Set
      var body: some View {
        ViewThatFits(in: axes) {
          VStack {
            Text("one")
            Text("two")
            Text("three")
          }
          Text("a long single line")
        }
        .frame(width: 80, height: 32)
      }
    }
    // Three rows do not fit in two: the single line is chosen, however wide.
    let vertical = ViewHost(Tall(axes: .vertical), width: 30, height: 4)
    #expect(vertical.contains(text: "a long single line"))
    #expect(!vertical.contains(text: "one"))
    // Along the width the column fits, so it is chosen, though too tall.
    let horizontal = ViewHost(Tall(axes: .horizontal), width: 30, height: 4)
    #expect(horizontal.contains(text: "one"))
    #expect(!horizontal.contains(text: "a long single line"))
    // Both axes: neither fits both ways, so the last is shown.
    let both = ViewHost(Tall(axes: [.horizontal, .vertical]), width: 30, height: 4)
    #expect(both.contains(text: "a long single line"))
    // No axes: the first, whatever the space.
    let none = ViewHost(Tall(axes: []), width: 30, height: 4)
    #expect(none.contains(text: "one"))
  }

  @Test func anUnspecifiedProposalFitsTheFirstChild() {
    // A horizontal scroll view offers its content no width limit.
    let host = ViewHost(
      ScrollView(.horizontal) { UploadStatus(done: 1, total: 2) }.frame(width: 40),
      width: 30, height: 1)
    #expect(host.contains(text: "Uploading"))
  }

  @Test func theChoiceFollowsTheWindowAndEachChildKeepsItsState() throws {
    struct Counter: View {
      @State var taps = 0
      let label: String
      var body: some View { Button("\(label) \(taps)") { taps += 1 } }
    }
    struct Screen: View {
      var body: some View {
        ViewThatFits(in: .horizontal) {
          HStack {
            Text("Taps so far:")
            Counter(label: "wide")
          }
          Counter(label: "n")
        }
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 3)
    try host.button("wide 0").tap()
    host.update()
    #expect(host.contains(text: "Taps so far:"))
    host.resize(width: 10, height: 3)
    #expect(!host.contains(text: "Taps so far:"))
    try host.button("n 0").tap()
    host.update()
    host.resize(width: 40, height: 3)
    // The wide one comes back as it was left.
    _ = try host.button("wide 1")
    host.resize(width: 10, height: 3)
    _ = try host.button("n 1")
  }

  @Test func theKeyboardReachesOnlyTheChildShown() throws {
    let host = ViewHost(
      ViewThatFits(in: .horizontal) {
        HStack {
          Button("Save the document") {}
          Button("Discard the changes") {}
        }
        HStack {
          Button("Save") {}
          Button("Discard") {}
        }
      }, width: 20, height: 3)
    #expect(host.elements.filter { $0.kind == .button }.map(\.text) == ["Save", "Discard"])
    // Tab goes round the two buttons shown, never to those of the wide row.
    var reached: [String] = []
    for _ in 0..<3 {
      host.core.moveFocus(backward: false)
      reached.append(host.focusedElement?.text ?? "")
    }
    #expect(reached == ["Save", "Discard", "Save"])
  }

  @Test func textInOtherScriptsIsMeasuredAtItsWidth() {
    // Four wide characters are eight columns: they do not fit in six.
    let host = ViewHost(
      ViewThatFits {
        Text("東京タワー")
        Text("東京")
      }.frame(width: 48), width: 20, height: 1)
    #expect(host.contains(text: "東京"))
    #expect(!host.contains(text: "東京タワー"))
  }
}
