#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    /// Now Playing's cover carousel over your queue, with your SwiftUI covers, the
    /// track's title and artist, the transport row and the scrubber beneath (the
    /// UIKit `CoverCarouselView`): `track` follows the playing track, and setting it
    /// centres that cover and plays it. Your covers are children of the carousel's
    /// controller, in this view's SwiftUI environment, and see your latest state.
    /// (Named for what it shows: `CoverCarousel` is the interaction, in CrossfadeInteractions.)
    ///
    /// ```swift
    /// NowPlayingCarousel(queue, track: $track) { index in Artwork(album[index]) }
    /// ```
    public struct NowPlayingCarousel<Cover: View>: UIViewControllerRepresentable {
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
        public func makeCoordinator() -> NowPlayingCarouselCoordinator { NowPlayingCarouselCoordinator() }

        /// The UIKit carousel in a controller whose children are the covers' hosting controllers.
        public func makeUIViewController(context: Context) -> SlotHostViewController<CoverCarouselView> {
            let controller = SlotHostViewController(hostView: CoverCarouselView(), slots: context.coordinator.slots)
            controller.hostView.delegate = context.coordinator
            return controller
        }

        /// Hands the carousel the latest covers, environment and bindings; centres the bound track.
        public func updateUIViewController(_ controller: SlotHostViewController<CoverCarouselView>, context: Context) {
            let coordinator = context.coordinator, carousel = controller.hostView
            coordinator.slots.environment = context.environment
            coordinator.slots.indexed = { place in Slot(place: place).cover.map { AnyView(cover($0)) } }
            coordinator.onTrack = { track = coordinator.track.engineReported($0) }
            BindingSync.change(to: Optional(items), from: coordinator.items).flatMap { $0 }.map { items in
                coordinator.items = items
                coordinator.slots.remove(outside: ViewHost.Configuration.coverCarousel(items.map { ($0.title, $0.artist, $0.duration) }).dataSource)
                carousel.dataSource = coordinator
            }
            coordinator.slots.refresh()
            let shown = carousel.reading?.track ?? track
            coordinator.track.change(wanted: track, shown: shown, engineIsMoving: carousel.host.isMoving).map(carousel.selectCover)
        }

        /// Removes the covers' hosting controllers and stops the carousel.
        public static func dismantleUIViewController(
            _ controller: SlotHostViewController<CoverCarouselView>, coordinator: NowPlayingCarouselCoordinator
        ) {
            controller.tearDown()
        }
    }

    /// The carousel's data source and delegate: covers in hosting controllers.
    @MainActor
    public final class NowPlayingCarouselCoordinator: CoverCarouselViewDataSource, CoverCarouselViewDelegate {
        /// The queue the carousel was last given (nil: none yet).
        var items: [CoverCarouselItem]?
        var onTrack: (Int) -> Void = { _ in }
        var track = TwoWayBinding<Int>()
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
