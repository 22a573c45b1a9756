#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import UIKit

    /// Now Playing's cover carousel (Spotify's): covers shrink and fade away from
    /// the centre, a flick snaps to the nearest, and the centred cover's track
    /// plays; with the track's title and artist, the transport row and the
    /// scrubber the engine draws beneath. The queue's tracks and each cover's view
    /// come from a data source.
    ///
    /// ```swift
    /// let carousel = CoverCarouselView()
    /// carousel.dataSource = self   // numberOfCovers(in:), coverCarousel(_:itemForCoverAt:), coverCarousel(_:viewForCoverAt:)
    /// carousel.delegate = self     // didCenterCoverAt, didChangeTrackTo
    /// ```
    @MainActor
    open class CoverCarouselView: CrossfadeHostView {
        /// Supplies the covers; setting it reloads them.
        public weak var dataSource: (any CoverCarouselViewDataSource)? {
            didSet { reloadData() }
        }
        /// Hears where the carousel comes to rest and which track plays.
        public weak var delegate: (any CoverCarouselViewDelegate)?
        private var coverViews: [Int: UIView] = [:]

        /// A host view; give it a data source.
        public init() {
            super.init(configuration: .coverCarousel([]))
            slotView = { [weak self] slot in self?.coverView(slot) }
            onEvent = { [weak self] event in self?.handle(event) }
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        /// Asks the data source again for the tracks and their covers.
        public func reloadData() {
            coverViews = [:]
            let items = dataSource.map(queue) ?? []
            reload(.coverCarousel(items.map { ($0.title, $0.artist, Double($0.duration)) }))
        }

        /// The centred cover, the playing track, playback and the playhead.
        public var reading: CarouselReading? { host.state.map(CarouselReading.init) }

        /// Centres a cover and plays its track.
        public func selectCover(at index: Int) { perform(CoverCarousel.Action.selectCover(index).interactionAction) }
        /// Starts playback.
        public func play() { perform(CoverCarousel.Action.play.interactionAction) }
        /// Pauses playback.
        public func pause() { perform(CoverCarousel.Action.pause.interactionAction) }
        /// The next track: the carousel moves to its cover.
        public func next() { perform(CoverCarousel.Action.next.interactionAction) }
        /// The previous track.
        public func previous() { perform(CoverCarousel.Action.previous.interactionAction) }
        /// Moves the playhead, s.
        public func seek(to time: Double) { perform(CoverCarousel.Action.seek(time).interactionAction) }
        /// What a transport button does.
        public func perform(_ button: TransportButton) { perform(button.action.interactionAction) }

        private func queue(_ dataSource: any CoverCarouselViewDataSource) -> [CoverCarouselItem] {
            DataSourceShape.indices(dataSource.numberOfCovers(in: self)).map { index in dataSource.coverCarousel(self, itemForCoverAt: index) }
        }

        private func coverView(_ slot: Slot) -> UIView? {
            guard let index = host.dataSourceIndex(of: slot)?.item, let dataSource else { return nil }
            let view = coverViews[index] ?? dataSource.coverCarousel(self, viewForCoverAt: index)
            coverViews[index] = view
            return view
        }

        private func handle(_ event: InteractionEvent) {
            event.centered.map { delegate?.coverCarousel(self, didCenterCoverAt: $0) }
            event.track.map { delegate?.coverCarousel(self, didChangeTrackTo: $0) }
        }
    }

    /// Supplies a cover carousel's queue: its tracks and their covers.
    @MainActor
    public protocol CoverCarouselViewDataSource: AnyObject {
        /// How many tracks the queue holds (one cover each).
        func numberOfCovers(in carousel: CoverCarouselView) -> Int
        /// Track `index`: the title, artist and length shown under its cover.
        func coverCarousel(_ carousel: CoverCarouselView, itemForCoverAt index: Int) -> CoverCarouselItem
        /// The view of cover `index` (an image view of the artwork, typically).
        func coverCarousel(_ carousel: CoverCarouselView, viewForCoverAt index: Int) -> UIView
    }

    /// Hears where a cover carousel comes to rest and which track plays.
    @MainActor
    public protocol CoverCarouselViewDelegate: AnyObject {
        func coverCarousel(_ carousel: CoverCarouselView, didCenterCoverAt index: Int)
        func coverCarousel(_ carousel: CoverCarouselView, didChangeTrackTo index: Int)
    }

    extension CoverCarouselViewDelegate {
        /// Does nothing by default.
        public func coverCarousel(_ carousel: CoverCarouselView, didCenterCoverAt index: Int) {}
        /// Does nothing by default.
        public func coverCarousel(_ carousel: CoverCarouselView, didChangeTrackTo index: Int) {}
    }
#endif
