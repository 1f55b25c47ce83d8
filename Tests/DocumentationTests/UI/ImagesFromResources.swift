import Foundation
import TrellisUI

/// The code of the article "Images from resources".
enum ImagesFromResources {
  struct ProfileHeader: View {
    var body: some View {
      VStack {
        Image("banner", bundle: .module)
          .resizable()
          .scaledToFill()
          .frame(width: 160, height: 48)
          .clipped()
        Image("avatar", bundle: .module, label: Text("Profile picture"))
          .resizable()
          .frame(width: 64, height: 64)
          .clipShape(Circle())
      }
    }
  }

  struct Thumbnail: View {
    var body: some View {
      Image("banner", bundle: .module)
        .resizable()
        .aspectRatio(contentMode: .fit)
        .frame(width: 80, height: 80)
    }
  }

  struct StripedRule: View {
    var body: some View {
      Image(decorative: "banner", bundle: .module)
        .renderingMode(.template)
        .resizable(resizingMode: .tile)
        .foregroundStyle(.orange)
        .frame(height: 16)
    }
  }

  struct RatingStar: View {
    var body: some View {
      Image("star", bundle: .module, label: Text("Favourite"))
        .renderingMode(.template)
        .resizable()
        .foregroundStyle(.orange)
        .frame(width: 32, height: 32)
    }
  }

  // MARK: Pictures in a button's label

  struct BannerLink: View {
    var body: some View {
      NavigationStack {
        NavigationLink(value: "banner") {
          VStack(spacing: 4) {
            Image("banner", bundle: .module)
              .resizable()
              .scaledToFill()
              .frame(width: 120, height: 60)
              .clipShape(RoundedRectangle(cornerRadius: 8))
            Text("Banner")
          }
        }
        .buttonStyle(.plain)
        .navigationDestination(for: String.self) { name in
          Text("Showing \(name)")
        }
      }
    }
  }

  // MARK: Images from a URL

  struct CoverView: View {
    let url: URL?

    var body: some View {
      AsyncImage(url: url) { phase in
        if let image = phase.image {
          image.resizable().scaledToFit()
        } else if phase.error != nil {
          Label("No cover", systemImage: "photo")
        } else {
          ProgressView()
        }
      }
      .frame(width: 120, height: 160)
    }
  }
}
