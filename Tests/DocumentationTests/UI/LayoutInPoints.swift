import Foundation
import TrellisUI

/// The code of the article "Layout in points".
enum LayoutInPointsArticle {
  // MARK: Choosing among layouts that fit

  struct UploadStatus: View {
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

  // MARK: A layout of your own

  /// Tags left to right, wrapping onto a new line when the next one does not fit.
  struct TagFlow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      arrange(subviews, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let origins = arrange(subviews, width: bounds.width).origins
      for (subview, origin) in zip(subviews, origins) {
        subview.place(
          at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
          proposal: .unspecified)
      }
    }

    private func arrange(_ subviews: Subviews, width: CGFloat) -> (
      origins: [CGPoint], size: CGSize
    ) {
      var origins: [CGPoint] = []
      var point = CGPoint.zero
      var lineHeight: CGFloat = 0
      var widest: CGFloat = 0
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        if point.x > 0, point.x + size.width > width {
          point = CGPoint(x: 0, y: point.y + lineHeight)
          lineHeight = 0
        }
        origins.append(point)
        widest = max(widest, point.x + size.width)
        point.x += size.width + spacing
        lineHeight = max(lineHeight, size.height)
      }
      return (origins, CGSize(width: widest, height: point.y + lineHeight))
    }
  }

  struct Tags: View {
    let tags: [String]

    var body: some View {
      TagFlow {
        ForEach(tags, id: \.self) { tag in
          Text(tag)
        }
      }
    }
  }

  // MARK: Values for the layout

  struct Share: LayoutValueKey {
    static let defaultValue: CGFloat = 1
  }

  /// A row that gives each view its share of the width.
  struct SharedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
      return CGSize(width: proposal.width ?? 0, height: height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let shares = subviews.map { $0[Share.self] }.reduce(0, +)
      var x = bounds.minX
      for subview in subviews {
        let width = bounds.width * subview[Share.self] / shares
        subview.place(
          at: CGPoint(x: x, y: bounds.minY),
          proposal: ProposedViewSize(width: width, height: bounds.height))
        x += width
      }
    }
  }

  struct Columns: View {
    var body: some View {
      SharedRow {
        Text("Name")
        Text("Description").layoutValue(key: Share.self, value: 3)
      }
    }
  }

  // MARK: Reading the space

  struct Gauge: View {
    let fraction: Double

    var body: some View {
      GeometryReader { proxy in
        let filled = Int(proxy.size.width / 8 * fraction)
        Text(String(repeating: "#", count: filled))
      }
      .frame(height: 16)
    }
  }

  struct Position: View {
    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<20) { index in
            Text("Row \(index)")
          }
          GeometryReader { proxy in
            Text("\(Int(proxy.frame(in: .named("scroller")).minY)) points down")
          }
          .frame(height: 16)
        }
      }
      .coordinateSpace(name: "scroller")
    }
  }

  struct TitleWidth: View {
    @State private var width: CGFloat = 0

    var body: some View {
      VStack {
        Text("Quarterly report")
          .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
          } action: { newWidth in
            width = newWidth
          }
        Text("The title is \(Int(width)) points wide")
      }
    }
  }
}
