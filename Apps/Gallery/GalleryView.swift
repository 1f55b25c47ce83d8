import TrellisUI

/// The photos in as many columns as the window holds; a click opens one.
struct GalleryView: View {
  var photos = Photo.all

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120), spacing: 12)], spacing: 12) {
          ForEach(photos) { photo in
            NavigationLink(value: photo) {
              Thumbnail(photo: photo)
            }
            .buttonStyle(.plain)
          }
        }
        .padding()
      }
      .navigationTitle("Gallery")
      .navigationDestination(for: Photo.self) { photo in
        PhotoDetail(photo: photo)
      }
    }
  }
}

/// A photo cropped to fill its cell, its corners rounded, its title under it.
struct Thumbnail: View {
  let photo: Photo

  var body: some View {
    VStack(spacing: 4) {
      Image(photo.id, bundle: .module)
        .resizable()
        .scaledToFill()
        .frame(height: 80)
        .frame(maxWidth: .infinity)
        .clipped()
        .clipShape(RoundedRectangle(cornerRadius: 8))
      Text(photo.title).font(.caption).lineLimit(1)
    }
  }
}

/// One photo as large as the window allows: fitted whole, or filling its frame when
/// zoomed, with its caption and the room it has.
struct PhotoDetail: View {
  let photo: Photo
  @StateObject private var viewer = PhotoViewer()

  var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 8) {
        Image(photo.id, bundle: .module, label: Text(photo.title))
          .resizable()
          .aspectRatio(contentMode: viewer.isFilled ? .fill : .fit)
          .frame(width: proxy.size.width, height: proxy.size.height * 0.7)
          .clipped()
        Text(photo.caption)
        Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
          .foregroundStyle(.secondary)
      }
    }
    .navigationTitle(photo.title)
    .toolbar {
      Button(viewer.isFilled ? "Fit" : "Fill") { viewer.isFilled.toggle() }
    }
    .focusedSceneObject(viewer)
  }
}

/// How the open photo is shown, which the Photo menu changes.
final class PhotoViewer: ObservableObject {
  @Published var isFilled = false
}
