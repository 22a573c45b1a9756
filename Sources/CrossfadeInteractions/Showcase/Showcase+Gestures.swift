import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// What competes for a pointer in the showcase: a child (which then decides
/// within itself, with the same events), or one of the showcase's own controls.
enum ShowcaseMember: Hashable, Sendable {
    case child(ShowcaseChild)
    case tab(Int)
    /// A home tile or a shelf's card (`playHome`'s numbering): plays it.
    case homeItem(Int)
    /// Search: a tile opens a Your Library page; a song row plays it.
    case browse(Int), searchSong(Int)
    /// Home's, a shelf's or Search's own scrolling.
    case scroll(ShowcaseScroll)
    /// The mini player's play/pause button: toggles playback (it must not open the player).
    case miniPlay
    /// A horizontal swipe on the mini player: the next or previous track.
    case miniSwipe
    case like, openLyrics, closeLyrics, openQueue
    /// The "⋯", share and devices buttons (the mini player's too): their sheets.
    case more, share, devices
    /// A row of the sheet showing, or a tap beside it (closes it).
    case sheetRow(Int), closeSheet
    /// A row of the queue: plays that track.
    case queueRow(Int)
    /// A tap above the presented queue card dismisses it.
    case dismissQueue
}

extension ShowcaseMember {
    /// The action a tap on this control performs, if it is one of the showcase's own controls with one.
    var tapAction: Showcase.Action? {
        switch self {
        case .tab(let index): .selectTab(index)
        case .homeItem(let index): .playHome(index)
        case .browse(let index): .browse(index)
        case .searchSong(let index): .playSearch(index)
        case .miniPlay: .carousel(.togglePlay)
        case .like: .toggleLike
        case .openLyrics: .openLyrics
        case .closeLyrics: .closeLyrics
        case .openQueue: .queue(.present)
        case .more: .more
        case .share: .share
        case .devices: .devices
        case .sheetRow(let row): .chooseSheetRow(row)
        case .closeSheet: .closeSheet
        case .dismissQueue: .queue(.dismiss)
        case .queueRow, .child, .miniSwipe, .scroll: nil
        }
    }
}

/// The pointer the showcase is routing, through `PointerGestures` as every model
/// routes its own: one arena over every child's claims and the showcase's own
/// controls, and the pan and tap recognizers that follow that pointer. Until the
/// arena decides, the pointer's events wait here, and a child that wins gets them
/// all, in order, so it decides within itself exactly as if it had seen them live.
struct ShowcaseRouting: Sendable {
    var gestures = PointerGestures<ShowcaseMember>()
    var waiting: [PointerEvent] = []
    /// The member that owns the pointer in flight (none between pointers).
    var owner: ShowcaseMember?
    /// The pan's translation last handed to a scroll the showcase owns.
    var scrolled = Vector.zero
    /// Where the mini player's titles were when the finger caught them (they may be settling).
    var swipeStart = 0.0
    /// Home, coasting when the finger caught a shelf in it: held too until the lift.
    var held: ShowcaseScroll?
}

extension Showcase {
    public mutating func handle(_ event: PointerEvent, layers: [Layer]) {
        guard routing.gestures.admits(event) else { return }
        let entries = event.phase == .down ? competitors(at: event.location, layers: layers) : []
        if event.phase == .down {
            routing.owner = nil
            routing.waiting.removeAll(keepingCapacity: true)
        }
        if routing.owner == nil { routing.waiting.append(event) }
        switch routing.gestures.handle(event, competitors: entries) {
        case .began(let member):
            take(member, layers: layers)
        case .moved(let owner):
            // (The pointer may have been handed on as it was won: Now Playing pulled down from its top is the player's.)
            deliver(event, to: routing.owner ?? owner, layers: layers)
        case .ended(let decision, let tapped, let lifted):
            if let owner = routing.owner {
                deliver(event, to: owner, layers: layers)
            } else if case .won(let member) = decision {
                take(member, layers: layers)  // a tap, won as the finger lifts
            }
            if let owner = routing.owner { finish(owner, tapped: tapped, lifted: lifted, at: event.time) }
            letGoOfHeldScroll(at: event.time)
            routing.owner = nil
            routing.waiting.removeAll(keepingCapacity: true)
        case .none:
            break
        }
        // A library row chosen may start a track: everything shows it in this same step.
        forwardLibraryEvents()
        syncPlayback()
    }

    /// `member` owns the pointer from now: a child gets every event so far.
    private mutating func take(_ member: ShowcaseMember, layers: [Layer]) {
        // Now Playing at its top, pulled down: the player's drag (it closes); anything else scrolls.
        if member == .scroll(.nowPlaying), scrolls.nowPlaying.scroll.contentOffset <= 0, routing.gestures.pan.translation.dy > 0 {
            take(.child(.player), layers: layers)
            return
        }
        routing.owner = member
        if case .child = member {
            for event in routing.waiting { deliver(event, to: member, layers: layers) }
        } else if member == .miniSwipe {
            miniSwipe.hold(at: miniSwipe.value)
            routing.swipeStart = miniSwipe.value
        } else if case .scroll(let scroll) = member {
            // Caught where it is; then it follows the finger's travel past the slop at once.
            let time = routing.waiting.last?.time ?? self.time, moved = routing.gestures.pan.translation
            let length = moved.length, slop = routing.gestures.arena.slop
            routing.scrolled = length > slop ? Vector(dx: moved.dx * slop / length, dy: moved.dy * slop / length) : moved
            let past = scroll.axis.main(moved - routing.scrolled)
            routing.scrolled = moved
            scrolls.update(scroll) {
                $0.beginDrag(at: time)
                if past != 0 { _ = $0.consume(past, at: time) }
            }
            if case .shelf = scroll { holdHome(at: time) }
        }
        routing.waiting.removeAll(keepingCapacity: true)
    }

    /// A finger that catches a moving shelf catches Home too if it is coasting, as a
    /// touch stops every scroll view under it: nothing moves under a still finger.
    /// The shelf takes the drag; Home is only held until the finger lets go.
    private mutating func holdHome(at time: Double) {
        guard !scrolls.home.isAtRest else { return }
        scrolls.update(.home) { $0.beginDrag(at: time) }
        routing.held = .home
    }

    /// The held scroll is let go where it was held, without the finger's velocity
    /// (the shelf carries that): it rests there, or springs back from past an edge.
    private mutating func letGoOfHeldScroll(at time: Double) {
        guard let held = routing.held else { return }
        routing.held = nil
        scrolls.update(held) { $0.endDrag(velocity: 0, at: time) }
    }

    /// Hands `event` to the child that owns it, in the child's own coordinates;
    /// the showcase's own swipe follows the finger.
    private mutating func deliver(_ event: PointerEvent, to owner: ShowcaseMember, layers: [Layer]) {
        switch owner {
        case .child(let child):
            var delivery = ShowcaseDelivery(event: event, layers: layers)
            visit(child, &delivery)
        case .miniSwipe:
            // From where they were caught: grabbed while settling, they do not jump.
            if event.phase == .move { miniSwipe.hold(at: routing.swipeStart + routing.gestures.pan.translation.dx) }
        case .scroll(let scroll):
            guard event.phase == .move else { return }
            let delta = scroll.axis.main(routing.gestures.pan.translation - routing.scrolled)
            routing.scrolled = routing.gestures.pan.translation
            scrolls.update(scroll) { _ = $0.consume(delta, at: event.time) }
        default:
            break
        }
    }

    /// What the showcase does when its own control's pointer lifts.
    private mutating func finish(_ owner: ShowcaseMember, tapped: Bool, lifted: Bool, at time: Double) {
        switch owner {
        case .child: break
        case .miniSwipe:
            let dx = routing.gestures.pan.translation.dx, velocity = lifted ? routing.gestures.pan.velocity.dx : 0
            let projected = dx + project(initialVelocity: velocity)
            let forward = configuration.rtl ? projected > 0 : projected < 0
            if lifted, abs(projected) > 80, miniSwipeNeighbour(forward: forward) != nil {
                // The track changes, and the titles go on from where the finger left
                // them: the new track's (which came in a pitch beside) settles in place,
                // the old one's slides out on the other side.
                playCover(cover + (forward ? 1 : -1), keepPlaying: true)
                let dx = miniSwipe.value, pitch = paths.mini.swipePitch, fromTrailingSide = configuration.rtl ? !forward : forward
                miniSwipe.hold(at: fromTrailingSide ? dx + pitch : dx - pitch)
            }
            miniSwipe.animate(to: 0, velocity: velocity)
        case .scroll(let scroll):
            let velocity = lifted ? scroll.axis.main(routing.gestures.pan.velocity) : 0
            scrolls.update(scroll) { $0.endDrag(velocity: velocity, at: time) }
        default:
            guard tapped else { return }
            tap(owner)
        }
    }

    /// A tap on one of the showcase's own controls does what the action a host would
    /// perform for it does, through the same dispatch (`apply`); a queue row (no action
    /// of its own) plays its position.
    private mutating func tap(_ member: ShowcaseMember) {
        if let action = member.tapAction {
            try? apply(action)
        } else if case .queueRow(let row) = member {
            playCover(queuePosition(ofRow: row), keepPlaying: false)
        }
    }

    // MARK: Who competes where

    public func claims(at point: Point, layers: [Layer]) -> [GestureClaim] {
        competitors(at: point, layers: layers).map { $0.kind }
    }

    /// What lies under a touch, front-most first: the sheet, the queue card and the
    /// lyrics view are modal while shown; the full player (its own buttons, then the
    /// carousel, then the player's own drag); the mini player; the tab bar; the tab.
    private func competitors(at point: Point, layers: [Layer]) -> [GestureArena<ShowcaseMember>.Entry] {
        let hit = layers.hitTestPath(point)
        if sheet.isShowing {
            guard sheet.isOpen else { return [] }
            if let row = paths.sheet.rows.firstIndex(where: { hit.isInside($0) }), row < ShowcaseSheet.rows(sheet.kind, liked: false).count {
                return [.init(.sheetRow(row), .tap)]
            }
            return hit.isInside(paths.sheet.panel) ? [] : [.init(.closeSheet, .tap)]
        }
        if queue.model.isPresented || queue.model.progress > 0.001 || !queue.model.isAtRest {
            var entries: [GestureArena<ShowcaseMember>.Entry] = []
            if let row = queueRow(at: hit) { entries.append(.init(.queueRow(row), .tap)) }
            entries += claims(of: .queue, at: point, layers: layers)
            if entries.isEmpty, !hit.isInside(paths.queue.appending(queue.model.paths.card)) { entries.append(.init(.dismissQueue, .tap)) }
            return entries
        }
        if lyricsOpen {
            if hit == paths.lyricsClose { return [.init(.closeLyrics, .tap)] }
            return claims(of: .lyrics, at: point, layers: layers)
        }
        if hit.isInside(paths.player) {
            var entries: [GestureArena<ShowcaseMember>.Entry] = []
            let open = player.model.side == .open || player.model.transition != nil, mini = paths.mini
            if open, let own = paths.nowPlaying.buttons.first(where: { hit.isInside($0.path) }) { entries.append(.init(own.member, .tap)) }
            if open, player.model.phase == .idle {
                // Now Playing scrolling on its own is caught where it is, as a touch stops a scroll view.
                if !scrolls.nowPlaying.isAtRest { return [.init(.scroll(.nowPlaying), .control)] }
                entries += claims(of: .carousel, at: point, layers: layers)
                // A vertical drag scrolls Now Playing; one down from its top is the player's (`take`).
                entries.append(.init(.scroll(.nowPlaying), .pan(.vertical)))
            }
            if !open, hit == mini.play { entries.append(.init(.miniPlay, .tap)) }
            if !open, hit.isInside(mini.devices) { entries.append(.init(.devices, .tap)) }
            if !open, hit.isInside(mini.card) { entries.append(.init(.miniSwipe, .pan(.horizontal))) }
            return entries + claims(of: .player, at: point, layers: layers)
        }
        if let index = paths.tabs.firstIndex(where: { hit == $0.item }) { return [.init(.tab(index), .tap)] }
        switch tab {
        case 0: return homeCompetitors(hit: hit)
        case 1: return searchCompetitors(hit: hit)
        default: return claims(of: .library, at: point, layers: layers)
        }
    }

    /// Home: a moving scroll is caught where it is; otherwise a shelf takes a
    /// sideways drag, the screen an upward one, and a card or tile a tap.
    private func homeCompetitors(hit: LayerPath?) -> [GestureArena<ShowcaseMember>.Entry] {
        let home = paths.home
        let shelf = home.shelves.firstIndex { hit.isInside($0) }.flatMap { scrolls.shelves.indices.contains($0) ? $0 : nil }
        if let shelf, !scrolls.shelves[shelf].isAtRest { return [.init(.scroll(.shelf(shelf)), .control)] }
        if !scrolls.home.isAtRest { return [.init(.scroll(.home), .control)] }
        var entries: [GestureArena<ShowcaseMember>.Entry] = []
        if let shelf { entries.append(.init(.scroll(.shelf(shelf)), .pan(.horizontal))) }
        entries.append(.init(.scroll(.home), .pan(.vertical)))
        if let item = homeItem(at: hit) {
            entries.append(.init(.homeItem(item), .tap, requiresFailureOf: entries.map { $0.member }))
        }
        return entries
    }

    /// What a tap on Home at `hit` plays: a tile or a shelf's card, in `playHome`'s numbering.
    private func homeItem(at hit: LayerPath?) -> Int? {
        let tiles = paths.home.tiles, items = paths.home.items
        if let tile = tiles.firstIndex(where: { hit.isInside($0) }) { return home.tiles.lowerBound + tile }
        for (shelf, cards) in items.enumerated() where shelf < home.shelves.count {
            if let item = cards.firstIndex(where: { hit.isInside($0) }) { return home.index(shelf: shelf, item: item) }
        }
        return nil
    }

    /// Search: the screen scrolls up; its tiles and rows take taps.
    private func searchCompetitors(hit: LayerPath?) -> [GestureArena<ShowcaseMember>.Entry] {
        if !scrolls.search.isAtRest { return [.init(.scroll(.search), .control)] }
        var entries: [GestureArena<ShowcaseMember>.Entry] = [.init(.scroll(.search), .pan(.vertical))]
        if let target = searchTarget(at: hit) {
            entries.append(.init(target, .tap, requiresFailureOf: [.scroll(.search)]))
        }
        return entries
    }

    /// What a tap on Search at `hit` does: open a library page (a tile) or play a song (a row).
    private func searchTarget(at hit: LayerPath?) -> ShowcaseMember? {
        if let index = paths.search.categories.firstIndex(where: { hit.isInside($0) }) { return .browse(index) }
        return paths.search.songs.firstIndex { hit.isInside($0) }.map { .searchSong($0) }
    }

    /// The queue row under `hit` (the row or one of its parts), if any. (A row's
    /// reorder handle is the queue's own control: it moves the row, it does not play it.)
    private func queueRow(at hit: LayerPath?) -> Int? {
        let rows = queue.model.paths.rows
        guard let hit, hit.isInside(paths.queue) else { return nil }
        for (index, row) in rows.enumerated() where hit.isInside(paths.queue.appending(row.row)) {
            return hit.isInside(row.handle.map { paths.queue.appending($0) }) ? nil : index
        }
        return nil
    }

    /// A child's claims at `point`, as arena entries for it.
    private func claims(of child: ShowcaseChild, at point: Point, layers: [Layer]) -> [GestureArena<ShowcaseMember>.Entry] {
        read(child, ShowcaseClaims(point: point, layers: layers)).map { .init(.child(child), $0) }
    }
}
