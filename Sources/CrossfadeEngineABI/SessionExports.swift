import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

// A session's calls (Exports.swift documents the boundary): every module holds them but
// the motion lab's.

#if !CROSSFADE_ENGINE_LAB
    /// The touch phases by their numbers on the wire (TouchPhase): their order, made once.
    private let touchPhases = PlatformTouch.Phase.allCases

    /// Creates a session from a create message (`PageMessage.create`: the interaction's id,
    /// its viewport in points, its options), run as a host runs one: the viewport and
    /// option numbers put on the grid a recorded trace writes exactly. Returns its handle
    /// (≥ 1), or refused.
    @_cdecl("crossfade_create")
    public func crossfadeCreate(_ pointer: UnsafeRawPointer?, _ length: Int32) -> Int32 {
        let create: PageMessage.Create
        do throws(MessageError) { create = try PageMessage.create(message(pointer, length)) } catch { return refuse("create: \(error)") }
        do {
            // (Built where it is kept: a session held in a local first is copied whole.)
            let handle = SessionTable.store(
                SessionTable.Box(try EngineHostSession(engine: create.interaction, options: create.options, viewport: create.viewport)))
            // Inside someone else's page: embedded, sharing touches with it (a page opts into the demo).
            _ = SessionTable.with(handle) { host in
                host.presentation = .embedded
                host.sharesWithPage = true
                return 0
            }
            output.reset()
            return handle
        } catch {
            return refuse(error.description)
        }
    }

    /// A platform touch (the page's Pointer Event) through the host core's touch
    /// normaliser: `phase` a `PlatformTouch.Phase` by its place (TouchPhase), `pointer` the
    /// page's pointerId, `x` `y` in points, `t` the event's time (s). done | resume.
    @_cdecl("crossfade_touch")
    public func crossfadeTouch(_ session: Int32, _ phase: Int32, _ pointer: Double, _ x: Double, _ y: Double, _ t: Double) -> Int32 {
        guard phase >= 0, Int(phase) < touchPhases.count else {
            let phases = touchPhases
            return refuse(
                "touch: unknown phase \(phase) (\(phases.enumerated().map { "\($0.offset) \($0.element.rawValue)" }.joined(separator: ", ")))")
        }
        guard pointer.isFinite, pointer >= 0, pointer < 9e15, pointer == pointer.rounded() else {
            return refuse("touch: the pointer must be a whole number from 0, not \(pointer)")
        }
        guard x.isFinite, y.isFinite else { return refuse("touch: the place must be finite points, not (\(x), \(y))") }
        if let reason = timeRefusal(t) { return refuse("touch: \(reason)") }
        let touch = PlatformTouch(identity: UInt64(pointer), location: Point(x: x, y: y), timestamp: t, phase: touchPhases[Int(phase)])
        return SessionTable.with(session) { host in
            let step = host.touch(touch)
            if let refusal = step.refusals.first { return refuse("touch: \(refusal)") }
            output.reset()
            return EngineStatus(step).rawValue
        }
    }

    /// Every finger still down is cancelled (pointer capture lost, the page hidden) at
    /// page time `t`. done | resume.
    @_cdecl("crossfade_lose_touches")
    public func crossfadeLoseTouches(_ session: Int32, _ t: Double) -> Int32 {
        if let reason = timeRefusal(t) { return refuse("lose touches: \(reason)") }
        return SessionTable.with(session) { host in
            let step = host.loseTouches(atPlatformTime: t)
            output.reset()
            return EngineStatus(step).rawValue
        }
    }

    /// Advances to the display frame at page time `t` and writes it (MountEncoding): the
    /// mount operations since the last frame (the first: the whole tree) and the events
    /// since. draw (ask for the next frame) | pause (nothing moves and no finger is down).
    @_cdecl("crossfade_frame")
    public func crossfadeFrame(_ session: Int32, _ t: Double) -> Int32 {
        if let reason = timeRefusal(t) { return refuse("frame: \(reason)") }
        return SessionTable.with(session) { host in
            output.reset()
            do throws(FrameRefusal) { return try host.frame(at: t, writingTo: &output).rawValue } catch { return refuse(error.description) }
        }
    }

    /// Performs the action a perform message names (`PageMessage.action`: its name and
    /// fields) at page time `t`, and records it. done | resume.
    @_cdecl("crossfade_perform")
    public func crossfadePerform(_ session: Int32, _ pointer: UnsafeRawPointer?, _ length: Int32, _ t: Double) -> Int32 {
        let action: InteractionAction
        do throws(MessageError) { action = try PageMessage.action(message(pointer, length)) } catch { return refuse("perform: \(error)") }
        if let reason = timeRefusal(t) { return refuse("perform: \(reason)") }
        return SessionTable.with(session) { host in
            do throws(InteractionError) {
                let step = try host.perform(action, atPlatformTime: t)
                output.reset()
                return EngineStatus(step).rawValue
            } catch {
                return refuse(error.description)
            }
        }
    }

    /// Live options (an options message: `PageMessage.options`) at page time `t`, applied
    /// without a restart and recorded (a trace's `options` event); an option that is
    /// unknown, not live or out of range is refused, naming it. done | resume.
    @_cdecl("crossfade_set_options")
    public func crossfadeSetOptions(_ session: Int32, _ pointer: UnsafeRawPointer?, _ length: Int32, _ t: Double) -> Int32 {
        let options: [String: Scalar]
        do throws(MessageError) { options = try PageMessage.options(message(pointer, length)) } catch { return refuse("options: \(error)") }
        if let reason = timeRefusal(t) { return refuse("options: \(reason)") }
        return SessionTable.with(session) { host in
            do throws(InteractionError) {
                let step = try host.setOptions(options, atPlatformTime: t)
                output.reset()
                return EngineStatus(step).rawValue
            } catch {
                return refuse(error.description)
            }
        }
    }

    /// The page's environment changed at page time `t`: safe areas in points, a text
    /// scale, and `flags` (EnvironmentFlag: right to left, Reduce Motion, light). Applied
    /// without restarting a gesture, and recorded. done | resume.
    @_cdecl("crossfade_set_environment")
    public func crossfadeSetEnvironment(
        _ session: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double, _ textScale: Double, _ flags: Int32,
        _ t: Double
    ) -> Int32 {
        let environment: InteractionEnvironment
        switch pageEnvironment(top, leading, bottom, trailing, textScale, flags) {
        case .success(let value): environment = value
        case .failure(let refusal): return refuse("environment: \(refusal.reason)")
        }
        if let reason = timeRefusal(t) { return refuse("environment: \(reason)") }
        return SessionTable.with(session) { host in
            do throws(InteractionError) {
                let step = try host.setEnvironment(environment, atPlatformTime: t)
                output.reset()
                return EngineStatus(step).rawValue
            } catch {
                return refuse(error.description)
            }
        }
    }

    /// The page's element changed size at page time `t` (points), with the page's
    /// environment as it is then (a rotation brings new safe areas: both apply in one
    /// relayout; an environment as it was changes nothing of it). The running session
    /// lays out again for it and keeps its state (a viewport change, never a restart),
    /// and records it. A side outside 100…4000 points is refused, naming it. done | resume.
    @_cdecl("crossfade_set_viewport")
    public func crossfadeSetViewport(
        _ session: Int32, _ width: Double, _ height: Double, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double,
        _ textScale: Double, _ flags: Int32, _ t: Double
    ) -> Int32 {
        for (name, value) in [("width", width), ("height", height)] where !(value.isFinite && value >= 100 && value <= 4_000) {
            return refuse("viewport: the \(name) must be a number from 100 to 4000 points, not \(value)")
        }
        let environment: InteractionEnvironment
        switch pageEnvironment(top, leading, bottom, trailing, textScale, flags) {
        case .success(let value): environment = value
        case .failure(let refusal): return refuse("viewport: \(refusal.reason)")
        }
        if let reason = timeRefusal(t) { return refuse("viewport: \(reason)") }
        return SessionTable.with(session) { host in
            do throws(InteractionError) {
                let step = try host.setViewport(Size(width: width, height: height), environment: environment, atPlatformTime: t)
                output.reset()
                return EngineStatus(step).rawValue
            } catch {
                return refuse(error.description)
            }
        }
    }

    /// Why the page's environment numbers were refused.
    struct EnvironmentRefusal: Error {
        let reason: String
    }

    /// The environment a page's numbers and flags say (the host core checks the numbers).
    func pageEnvironment(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double, _ textScale: Double, _ flags: Int32)
        -> Result<InteractionEnvironment, EnvironmentRefusal>
    {
        guard flags & ~EnvironmentFlag.all == 0 else {
            return .failure(
                EnvironmentRefusal(reason: "unknown flags \(flags & ~EnvironmentFlag.all) (known: 1 right to left, 2 Reduce Motion, 4 light)"))
        }
        return .success(
            InteractionEnvironment(
                safeArea: EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing),
                layoutDirection: EnvironmentFlag.rightToLeft.isSet(in: flags) ? .rightToLeft : .leftToRight,
                reduceMotion: EnvironmentFlag.reduceMotion.isSet(in: flags), textScale: textScale,
                appearance: EnvironmentFlag.lightAppearance.isSet(in: flags) ? .light : .dark))
    }

    /// Writes the state summary (StateEncoding). done.
    @_cdecl("crossfade_state")
    public func crossfadeState(_ session: Int32) -> Int32 {
        SessionTable.with(session) { host in
            output.reset()
            StateEncoding.write(host.driver.state, to: &output)
            return EngineStatus.done.rawValue
        }
    }

    /// Writes the names of the actions that apply now (u32 n · n str), in the order the
    /// interaction lists them: what a page, VoiceOver or the Studio offers. done.
    @_cdecl("crossfade_actions")
    public func crossfadeActions(_ session: Int32) -> Int32 {
        SessionTable.with(session) { host in
            output.reset()
            let names = host.availableActions
            output.u32(UInt32(truncatingIfNeeded: names.count))
            for name in names { output.string(name) }
            return EngineStatus.done.rawValue
        }
    }

    /// Plans the page's accessibility for what is mounted now and writes it
    /// (AccessibilityEncoding), or only "unchanged". The page asks when its frames
    /// pause and now and then while they run. done.
    @_cdecl("crossfade_accessibility")
    public func crossfadeAccessibility(_ session: Int32) -> Int32 {
        SessionTable.with(session) { host in
            let changed = host.updatePageAccessibility()
            output.reset()
            AccessibilityEncoding.write(host.pageAccessibility, changed: changed, to: &output)
            return EngineStatus.done.rawValue
        }
    }

    /// A key pressed inside the widget (`PageMessage.key`: the `KeyboardEvent.key` and the
    /// focused layer, '' for none) at page time `t`: performs and records the action it
    /// stands for (`PageAccessibility`), and writes u8 1, or u8 0 when the key is not
    /// the widget's (the page keeps it). done | resume, or refused (the action was).
    @_cdecl("crossfade_key")
    public func crossfadeKey(_ session: Int32, _ pointer: UnsafeRawPointer?, _ length: Int32, _ t: Double) -> Int32 {
        let key: (key: String, focused: String)
        do throws(MessageError) { key = try PageMessage.key(message(pointer, length)) } catch { return refuse("key: \(error)") }
        if let reason = timeRefusal(t) { return refuse("key: \(reason)") }
        return SessionTable.with(session) { host in
            do throws(InteractionError) {
                let step = try host.key(key.key, focused: key.focused.isEmpty ? nil : key.focused, atPlatformTime: t)
                output.reset()
                output.u8(step == nil ? 0 : 1)
                return step.map { EngineStatus($0).rawValue } ?? EngineStatus.done.rawValue
            } catch {
                return refuse("key \(key.key): \(error.description)")
            }
        }
    }

    /// Writes the session's recording: a trace's JSON text, ending now. done.
    @_cdecl("crossfade_recording")
    public func crossfadeRecording(_ session: Int32) -> Int32 {
        SessionTable.with(session) { host in
            output.reset()
            output.raw(host.recording())
            return EngineStatus.done.rawValue
        }
    }

    /// `demo` 1: the session draws the demo's chrome (the Studio, `/example/`); 0: it is
    /// embedded, as every page session starts (`HostPresentation`). done.
    @_cdecl("crossfade_set_demo")
    public func crossfadeSetDemo(_ session: Int32, _ demo: Int32) -> Int32 {
        guard demo == 0 || demo == 1 else { return refuse("demo: 0 (embedded) or 1 (the demo), not \(demo)") }
        return SessionTable.with(session) { host in
            host.presentation = demo == 1 ? .demo : .embedded
            output.reset()
            return EngineStatus.done.rawValue
        }
    }

    /// Writes whether the engine took the touch in progress, or the last one, as a drag
    /// (u8 1 or 0): the app's element under it then gets no click (`cancelsTouchesInView`). done.
    @_cdecl("crossfade_touch_taken")
    public func crossfadeTouchTaken(_ session: Int32) -> Int32 {
        SessionTable.with(session) { host in
            output.reset()
            output.u8(host.touchWasTaken ? 1 : 0)
            return EngineStatus.done.rawValue
        }
    }

    /// Checks a name the page's app uses (`PageMessage.check`: u8 kind, 0 a slot or 1 an
    /// event type, and the name): done, or refused naming it and listing the known ones.
    @_cdecl("crossfade_check")
    public func crossfadeCheck(_ session: Int32, _ kind: Int32, _ pointer: UnsafeRawPointer?, _ length: Int32) -> Int32 {
        var reader = ByteReader(message(pointer, length))
        let name: String
        do throws(MessageError) {
            name = try reader.string("the name")
            try reader.expectEnd("the name")
        } catch { return refuse("check: \(error)") }
        return SessionTable.with(session) { host in
            let refusal: String?
            switch kind {
            case 0: refusal = host.slotRefusal(name)
            case 1: refusal = host.eventRefusal(name)
            default: refusal = "check: kind 0 (a slot) or 1 (an event), not \(kind)"
            }
            if let refusal { return refuse(refusal) }
            output.reset()
            return EngineStatus.done.rawValue
        }
    }

    /// Ends the session; its handle is given to a later one. done, or refused (no such session).
    @_cdecl("crossfade_destroy")
    public func crossfadeDestroy(_ session: Int32) -> Int32 {
        guard SessionTable.remove(session) else { return refuse("no session \(session) (it was never created, or was destroyed)") }
        output.reset()
        return EngineStatus.done.rawValue
    }
#endif
