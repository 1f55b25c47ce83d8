import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// Shows the proxy's size as "W x H" points.
private struct SizeLabel: View {
  let size: CGSize
  var body: some View { Text("\(Int(size.width)) x \(Int(size.height))") }
}

@MainActor @Suite struct GeometryReaderTests {
  @Test func theReaderTakesTheSpaceLeftAndPlacesItsContentTopLeading() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("above")
        GeometryReader { proxy in SizeLabel(size: proxy.size) }
        Text("below")
      }, width: 20, height: 6)
    // Six rows of 16 points less the two texts: 64 points, across 20 columns of 8.
    let label = try host.text("160 x 64").frame
    #expect((label.x, label.y) == (0, 1))
    #expect(try host.text("below").frame.y == 5)
  }

  @Test func theContentIsBuiltOnceWithTheRealSizeBeforeTheFirstFrame() {
    let host = ViewHost(
      GeometryReader { proxy in SizeLabel(size: proxy.size) }, width: 10, height: 2)
    #expect(host.contains(text: "80 x 32"))
    // Never built with a size it did not have.
    #expect(host.bodyEvaluations(of: SizeLabel.self) == 1)
  }

  @Test func aNewSizeBuildsTheContentAgain() {
    let host = ViewHost(
      GeometryReader { proxy in
        Text(proxy.size.width >= 200 ? "Wide" : "Narrow")
      }, width: 20, height: 2)
    #expect(host.contains(text: "Narrow"))
    host.resize(width: 30, height: 2)
    #expect(host.contains(text: "Wide"))
    host.resize(width: 20, height: 2)
    #expect(host.contains(text: "Narrow"))
  }

  @Test func onAppearInTheContentSeesTheReadersSize() {
    struct Screen: View {
      @State var seen: CGFloat = -1
      var body: some View {
        VStack(spacing: 0) {
          Text("seen \(Int(seen))")
          GeometryReader { proxy in
            Text("content").onAppear { seen = proxy.size.width }
          }
        }
      }
    }
    let host = ViewHost(Screen(), width: 12, height: 3)
    #expect(host.contains(text: "seen 96"))
  }

  @Test func framesInTheLocalGlobalAndNamedSpaces() {
    struct Card: View {
      let name: String
      var body: some View {
        VStack(spacing: 0) {
          Text("title")
          GeometryReader { proxy in
            let global = proxy.frame(in: .global)
            let named = proxy.frame(in: .named(name))
            let local = proxy.frame(in: .local)
            Text(
              "g\(Int(global.minX)),\(Int(global.minY)) n\(Int(named.minX)),\(Int(named.minY))"
                + " l\(Int(local.minX)),\(Int(local.minY))")
          }
          .padding(.leading, 16)
        }
        .coordinateSpace(name: "card")
        .padding(.top, 16)
        .padding(.leading, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
    // The card's space starts 1 column and 1 row in; the reader 2 columns and 1 row
    // further: 24,32 in the window, 16,16 in the card.
    let host = ViewHost(Card(name: "card"), width: 30, height: 6)
    #expect(host.contains(text: "g24,32 n16,16 l0,0"))
    // A name no ancestor has reads as the window's space.
    let unnamed = ViewHost(Card(name: "elsewhere"), width: 30, height: 6)
    #expect(unnamed.contains(text: "g24,32 n24,32 l0,0"))
  }

  @Test func theNewerCoordinateSpaceFormsAgree() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("header")
        GeometryReader { proxy in
          let named = proxy.frame(in: .named("outer"))
          let bounds = proxy.bounds(of: .named("outer"))
          let missing = proxy.bounds(of: .named("missing"))
          Text(
            "n\(Int(named.minY)) b\(Int(bounds?.minY ?? -1)) m\(missing == nil ? "nil" : "set")"
          )
        }
      }
      .coordinateSpace(.named("outer")), width: 20, height: 3)
    // One row down in the outer space; the outer space's bounds start a row above it.
    #expect(host.contains(text: "n16 b-16 mnil"))
  }

  @Test func framesFollowTheScrollOffset() throws {
    let host = ViewHost(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<3) { Text("row \($0)") }
          GeometryReader { proxy in
            Text(
              "at \(Int(proxy.frame(in: .scrollView).minY))"
                + " \(Int(proxy.frame(in: .named("scroller")).minY))"
                + " h\(Int(proxy.size.height))")
          }
          ForEach(3..<10) { Text("row \($0)") }
        }
      }
      .coordinateSpace(name: "scroller"), width: 20, height: 4)
    // Offered no height in a scroll view, the reader is 10 points tall: one row.
    #expect(host.contains(text: "at 48 48 h16"))
    try host.text("row 0").scroll(by: 2)
    #expect(host.contains(text: "at 16 16 h16"))
  }

  @Test func contentThatMovesItsOwnReaderSettlesWithoutLooping() {
    struct Flip: View {
      @State var wide = false
      var body: some View {
        GeometryReader { proxy in
          Text("w\(Int(proxy.size.width))")
            // Each new width flips the frame that gives the width: it never settles.
            .onChange(of: proxy.size.width, initial: true) { wide.toggle() }
        }
        .frame(width: wide ? 160 : 80, height: 16)
      }
    }
    let host = ViewHost(Flip(), width: 30, height: 2)
    // The layout stopped after a bounded number of rounds and the screen shows one of them.
    #expect(host.bodyEvaluations(of: Flip.self) <= 6)
    #expect(host.contains(text: "w80") || host.contains(text: "w160"))
    host.update()
    #expect(host.bodyEvaluations(of: Flip.self) <= 12)
  }

  @Test func contentLargerThanItsReaderLeavesTheReaderAsItIs() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        GeometryReader { proxy in
          Text("wide content").frame(width: proxy.size.width * 2, alignment: .leading)
        }
        .frame(width: 40, height: 16)
        Text("next")
      }, width: 20, height: 3)
    // The content is offered twice the reader's 5 columns and overflows it; the reader
    // keeps its one row, so the next view is right below.
    let content = try host.text("wide content").frame
    #expect(host.elements.contains { $0.typeName == "ModifiedContent" && $0.frame.width == 10 })
    #expect(try host.text("next").frame.y == content.y + 1)
  }
}
