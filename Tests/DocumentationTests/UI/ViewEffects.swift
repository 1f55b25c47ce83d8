import Foundation
import TrellisUI

/// The code of the article "View effects".
enum ViewEffects {
  struct FavouriteButton: View {
    @State private var isFavourite = false
    var body: some View {
      Button {
        isFavourite.toggle()
      } label: {
        Label("Favourite — पसंदीदा", systemImage: isFavourite ? "star.fill" : "star")
      }
      .scaleEffect(isFavourite ? 1.2 : 1)
      .opacity(isFavourite ? 1 : 0.6)
    }
  }

  struct Dial: View {
    let value: Double
    var body: some View {
      ZStack {
        Circle().stroke(.gray, lineWidth: 2)
        Capsule().fill(.red)
          .frame(width: 4, height: 40)
          .offset(y: -20)
          .rotationEffect(.degrees(value * 360))
      }
      .frame(width: 100, height: 100)
    }
  }

  struct ArticleCard: View {
    let title: String
    let isLoading: Bool
    var body: some View {
      VStack(alignment: .leading) {
        Text(title).font(.headline)
        Text("Summary of the article — लेख का सारांश — 記事の要約")
        Text("Read more").unredacted()
      }
      .redacted(reason: isLoading ? .placeholder : [])
    }
  }

  struct Thumbnail: View {
    let isDisabled: Bool
    var body: some View {
      RoundedRectangle(cornerRadius: 8)
        .fill(.orange)
        .frame(width: 64, height: 48)
        .shadow(color: .black.opacity(0.3), radius: 4, x: 2, y: 2)
        .grayscale(isDisabled ? 1 : 0)
    }
  }
}
