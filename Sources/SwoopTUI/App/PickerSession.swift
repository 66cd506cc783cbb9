import Glibc
import SwoopCore

/// The event loop: keys and signals in, frames out, until the pick is made or abandoned.
public final class PickerSession {
    private let terminal: Terminal
    private let screen: Screen
    private let view: PickerView
    private let model: SearchViewModel
    private let controller: SearchController
    private let signals: SignalWatcher
    private let search = BackgroundSearch()
    /// How long an unfinished escape sequence may wait for its next byte (ms).
    private let escapeDelay: Int32 = 25

    /// A session drawing `model` on `terminal`, with keys going through `controller`.
    public init(terminal: Terminal, screen: Screen, view: PickerView, model: SearchViewModel, controller: SearchController) {
        self.terminal = terminal
        self.screen = screen
        self.view = view
        self.model = model
        self.controller = controller
        signals = SignalWatcher(signals: [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        model.scheduler = search
    }

    /// Runs until the session ends and returns how it ended.
    public func run() -> PickOutcome {
        defer { signals.stop() }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        redraw()
        while model.outcome == nil {
            var fds = [
                pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: search.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 3, pending.isEmpty ? -1 : escapeDelay)
            if ready < 0 {
                if errno == EINTR { continue }
                model.finish(.cancelled)
                break
            }
            if fds[1].revents != 0 { handleSignals() }
            if fds[2].revents != 0 { search.takeProgress().forEach(model.apply) }
            if ready == 0, !pending.isEmpty {
                KeyDecoder.flush(pending).forEach(handle)
                pending = []
            } else if fds[0].revents & Int16(POLLIN) != 0 {
                let count = buffer.withUnsafeMutableBytes { read(terminal.descriptor, $0.baseAddress, $0.count) }
                if count <= 0 {
                    if count < 0, errno == EINTR || errno == EAGAIN { continue }
                    model.finish(.cancelled)
                    break
                }
                let decoded = KeyDecoder.decode(pending + buffer[0..<count])
                pending = decoded.remainder
                decoded.keys.forEach(handle)
            } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                model.finish(.cancelled)
                break
            }
            if model.outcome == nil { redraw() }
        }
        return model.outcome ?? .cancelled
    }

    private func handle(_ key: Key) {
        guard model.outcome == nil else { return }
        controller.handle(key)
    }

    private func handleSignals() {
        for signal in signals.drain() {
            if signal == SIGWINCH {
                terminal.updateSize()
            } else {
                model.finish(.cancelled)
            }
        }
    }

    private func redraw() {
        model.setViewportHeight(PickerView.listArea(rows: screen.rows).count)
        view.draw(model: model, controller: controller, on: screen)
    }
}
