// Previews of the gallery, in a file of their own.
import TrellisUI

#Preview("Gallery") {
  GalleryView()
}

#Preview("A thumbnail") {
  Thumbnail(photo: Photo.all[2])
    .frame(width: 160)
    .padding()
}
