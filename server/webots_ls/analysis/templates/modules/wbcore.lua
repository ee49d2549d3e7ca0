-- wbcore (webots-ls): the helpers of Webots' Lua module 'wbcore', written for the sandboxed template engine.
local M = {}

-- an independent copy of a value (tables copied deeply, metatables included)
function M.deepcopy(original)
  if type(original) ~= 'table' then
    return original
  end
  local copy = {}
  for key, value in next, original, nil do
    copy[M.deepcopy(key)] = M.deepcopy(value)
  end
  return setmetatable(copy, M.deepcopy(getmetatable(original)))
end

-- the number of items of an array (up to its first nil)
function M.tablelength(array)
  local count = 0
  for _ in ipairs(array) do
    count = count + 1
  end
  return count
end

return M
