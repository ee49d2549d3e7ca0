-- wbrandom (webots-ls): Webots' seedable generator for Lua templates: the linear congruential generator of
-- Microsoft Visual Basic modulo 2^24, as in Webots, so a seed gives Webots' sequence.
local M = {}
local state = 0

function M.seed(s)
  state = s
end

local function next_state()
  state = (1140671485 * state + 12820163) % 2^24
  return state
end

function M.real(min, max)
  if min == nil then
    min, max = 0, 1
  elseif max == nil then
    min, max = 0, min
  end
  return min + next_state() * (max - min) / (2^24 - 1)
end

function M.integer(min, max)
  if min == nil then
    min, max = 0, 2^24 - 1
  elseif max == nil then
    min, max = 1, min  -- (as Webots' module does)
  end
  return min + next_state() % (1 + max - min)
end

return M
