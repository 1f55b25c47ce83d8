@testable import binding_gallery

// Seed 004's `@Binding` views: those of the `binding-gallery` app (Apps/BindingGallery, the
// seed's file verbatim), reached through a namespace.
enum BindingViewsSeed {
  typealias SliderContainer = binding_gallery.SliderContainer
  typealias SliderView = binding_gallery.SliderView
  typealias FormField = binding_gallery.FormField
  typealias ValidatedField = binding_gallery.ValidatedField
}
