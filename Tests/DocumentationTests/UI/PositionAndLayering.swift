import Foundation
import TrellisUI

/// The code of the article "Position and layering".
enum PositionAndLayering {
  struct InboxBadge: View {
    let count: Int
    var body: some View {
      Text("Inbox 受信")
        .overlay(alignment: .topTrailing) {
          Text("\(count)")
            .background(Capsule().fill(.red))
            .offset(x: 16, y: -16)
        }
    }
  }

  struct CardPile: View {
    let titles: [String]
    let selected: Int
    var body: some View {
      ZStack(alignment: .topLeading) {
        ForEach(titles.indices, id: \.self) { index in
          Text(titles[index])
            .padding(8)
            .background(Color.yellow)
            .offset(x: CGFloat(index) * 16, y: CGFloat(index) * 16)
            .zIndex(index == selected ? 1 : 0)
        }
      }
    }
  }

  struct CategoryBar: View {
    let categories: [String]
    @State private var selected = "Fruit"
    @Namespace private var bar

    var body: some View {
      HStack(spacing: 16) {
        ForEach(categories, id: \.self) { category in
          Text(category)
            .onTapGesture { selected = category }
            .matchedGeometryEffect(id: category, in: bar)
        }
      }
      .background {
        Capsule()
          .fill(Color.yellow)
          .matchedGeometryEffect(id: selected, in: bar, isSource: false)
      }
    }
  }
}
