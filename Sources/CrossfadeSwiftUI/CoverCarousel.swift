#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    /// Now Playing's cover carousel over your queue, with your SwiftUI covers:
    /// `track` follows the playing track, and setting it centres that cover and plays it.
    ///
    /// ```swift
    /// CoverCarousel(queue, track: $track) { index in Artwork(album[index]) }
    /// ```
    public struct CoverCarousel<Cover: View>: UIViewRepresentable {
        let items: [CoverCarouselItem]
        @Binding var track: Int
        let cover: (Int) -> Cover

        /// A carousel of one cover per track of `items`; `track` follows the playing track.
        public init(_ items: [CoverCarouselItem], track: Binding<Int>, @ViewBuilder cover: @escaping (Int) -> Cover) {
            self.items = items
            _track = track
            self.cover = cover
        }

        /// The data source and delegate.
        public func makeCoordinator() -> CoverCarouselCoordinator { CoverCarouselCoordinator() }

        /// The UIKit carousel.
        public func makeUIView(context: Context) -> CoverCarouselView {
            let carousel = CoverCarouselView()
            carousel.delegate = context.coordinator
            return carousel
        }

        /// Hands the carousel the latest covers and bindings; centres the bound track.
        public func updateUIView(_ carousel: CoverCarouselView, context: Context) {
            let coordinator = context.coordinator
            coordinator.slots.indexed = { place in Slot(place: place).cover.map { AnyView(cover($0)) } }
            coordinator.onTrack = { track = $0 }
            BindingSync.change(to: items, from: coordinator.items).map { items in
                coordinator.items = items
                carousel.dataSource = coordinator
            }
            BindingSync.change(to: track, from: carousel.reading?.track ?? track).map(carousel.selectCover)
        }
    }

    /// The carousel's data source and delegate: covers in hosting controllers.
    @MainActor
    public final class CoverCarouselCoordinator: CoverCarouselViewDataSource, CoverCarouselViewDelegate {
        /// The queue the carousel was last given (nil: none yet).
        var items: [CoverCarouselItem]?
        var onTrack: (Int) -> Void = { _ in }
        let slots = SlotHostingControllers()

        /// The number of tracks.
        public func numberOfCovers(in carousel: CoverCarouselView) -> Int { items?.count ?? 0 }

        /// Track `index`.
        public func coverCarousel(_ carousel: CoverCarouselView, itemForCoverAt index: Int) -> CoverCarouselItem { (items ?? [])[index] }

        /// Cover `index`'s content in its hosting controller.
        public func coverCarousel(_ carousel: CoverCarouselView, viewForCoverAt index: Int) -> UIView {
            slots.view(for: Slot(place: .cover(index))) ?? UIView(frame: .zero)
        }

        /// Moves the binding to the playing track.
        public func coverCarousel(_ carousel: CoverCarouselView, didChangeTrackTo index: Int) { onTrack(index) }
    }
#endif
